import { describe, expect, it } from "vitest"
import { modelDropdownItem, modelSlug } from "./model-dropdown.ts"

describe("model dropdown", () => {
  it("derives the specification's model page slugs from names", () => {
    expect(["Omoda 5", "Omoda 5 FX", "Tiggo 4 Pro", "Tiggo 7 Pro"].map((name) => modelSlug({ name }))).toEqual([
      "omoda-5",
      "omoda-5-fx",
      "tiggo-4-pro",
      "tiggo-7-pro"
    ])
    expect(modelSlug({ name: "Tiggo 8 Pro Max", slug: "tiggo-8" })).toBe("tiggo-8")
  })

  it("cuts the description at 75 characters and prefers the new CDN image", () => {
    const item = modelDropdownItem({
      id: 3,
      name: "Omoda 5",
      short_description: "a".repeat(76),
      cloudfront_new_image_url: "https://cdn.example.com/omoda-5.png",
      image: { url: "/omoda-5.png" }
    })
    expect(item).toEqual({
      id: 3,
      name: "Omoda 5",
      href: "/models/omoda-5",
      description: `${"a".repeat(75)}...`,
      imageUrl: "https://cdn.example.com/omoda-5.png"
    })
    expect(modelDropdownItem({ id: 4, name: "Tiggo 4 Pro", image: { url: "/t.png" } }).imageUrl).toBe("/t.png")
  })
})
