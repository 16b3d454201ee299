import { describe, expect, it } from "vitest"
import { exampleTenant } from "../testing/examples.ts"
import { visibilityContextOf } from "../stock/tenant-rule-context.ts"
import { defaultTexts } from "../tenant/texts.ts"
import { siteFrame } from "./site-navigation.ts"
import { sitemapUrls } from "./sitemap-urls.ts"

describe("the tenant's content pages in the footer and the sitemap", () => {
  const contentLinks = [
    { href: "/about-us", label: "About Us" },
    { href: "/pages/owners", label: "Owners" }
  ]

  it("lists the content pages between the dealer locator and the sitemap in the footer", () => {
    const frame = siteFrame({ siteName: "Harbour Nissan", pathname: "/pages/owners", year: 2026, texts: defaultTexts, contentLinks })
    expect(frame.footerLinks.map((link) => [link.href, link.current])).toEqual([
      ["/dealer-locator", false],
      ["/about-us", false],
      ["/pages/owners", true],
      ["/sitemap.xml", false]
    ])
  })

  it("lists no content page in the footer of a tenant without any", () => {
    const frame = siteFrame({ siteName: "Coastal Kia", pathname: "/", year: 2026, texts: defaultTexts })
    expect(frame.footerLinks.map((link) => link.href)).toEqual(["/dealer-locator", "/sitemap.xml"])
  })

  it("lists each content address once in the sitemap, after the locations", () => {
    const urls = sitemapUrls({
      origin: "https://harbour.example",
      cars: [],
      visibility: visibilityContextOf(exampleTenant(), new Date("2026-06-01T00:00:00Z")),
      locationPaths: ["/locations/brookvale"],
      contentPaths: ["/about-us", "/blog/winter-car-care", "/"]
    })
    const locs = urls.map((url) => url.loc)
    expect(locs.filter((loc) => loc === "https://harbour.example/")).toHaveLength(1)
    expect(locs.slice(locs.indexOf("https://harbour.example/locations/brookvale") + 1, -1)).toEqual([
      "https://harbour.example/about-us",
      "https://harbour.example/blog/winter-car-care"
    ])
  })
})
