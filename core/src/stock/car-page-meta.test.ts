import { describe, expect, it } from "vitest"
import { exampleCar, exampleTenant } from "../testing/examples.ts"
import { absoluteUrl, carPageMeta } from "./car-page-meta.ts"

const images = [
  { image_url: "/images/a.jpg", thumb_url: null },
  { image_url: "https://cdn.example/b.jpg", thumb_url: null }
]

describe("carPageMeta", () => {
  it("titles and describes the car with the dealer, price and odometer", () => {
    const meta = carPageMeta(exampleCar(), exampleTenant({ name: "Acme Motors", url: "https://acme.example/" }), "http://x")
    expect(meta.title).toBe("2022 Toyota Hilux SR5 GUN126R for sale | Acme Motors")
    expect(meta.description).toBe("2022 Toyota Hilux SR5 GUN126R for sale at Acme Motors: $52,990, 45,120 km.")
    expect(meta.canonicalUrl).toBe("https://acme.example/cars/2022-toyota-hilux-sr5-t1234")
  })

  it("falls back to the requested origin without a site URL and makes photos absolute", () => {
    const meta = carPageMeta(exampleCar({ images }), exampleTenant({ url: null }), "http://localhost:3000")
    expect(meta.canonicalUrl).toBe("http://localhost:3000/cars/2022-toyota-hilux-sr5-t1234")
    expect(meta.imageUrl).toBe("http://localhost:3000/images/a.jpg")
    expect(meta.imageUrls).toEqual(["http://localhost:3000/images/a.jpg", "https://cdn.example/b.jpg"])
  })

  it("has no sharing image for a car without photos", () => {
    expect(carPageMeta(exampleCar(), exampleTenant(), "http://x").imageUrl).toBeNull()
  })
})

describe("absoluteUrl", () => {
  it("joins a path to the site and keeps absolute addresses", () => {
    expect(absoluteUrl("https://acme.example", "/cars/x")).toBe("https://acme.example/cars/x")
    expect(absoluteUrl("https://acme.example", "https://cdn.example/a.jpg")).toBe("https://cdn.example/a.jpg")
  })
})
