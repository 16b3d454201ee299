import { describe, expect, it } from "vitest"
import { visibilityContextOf } from "../stock/tenant-rule-context.ts"
import { exampleCar, exampleTenant } from "../testing/examples.ts"
import { searchLandingPaths, sitemapUrls } from "./sitemap-urls.ts"

const now = new Date("2026-06-01T00:00:00Z")
const visibility = visibilityContextOf(exampleTenant(), now)

describe("searchLandingPaths", () => {
  it("lists the default listing, then each condition, make and model once", () => {
    const paths = searchLandingPaths([
      exampleCar({ car_type: "used", make: "Toyota", model: "Hilux" }),
      exampleCar({ id: 2, car_type: "new", make: "Toyota", model: "LandCruiser 300" }),
      exampleCar({ id: 3, car_type: "used", make: "Toyota", model: "Hilux" })
    ])
    expect(paths).toEqual([
      "/search/new-used-and-demo-cars",
      "/search/used-cars",
      "/search/new-cars",
      "/search/toyota",
      "/search/toyota/hilux",
      "/search/toyota/landcruiser-300"
    ])
  })
})

describe("sitemapUrls", () => {
  it("gives absolute URLs on the tenant's origin for the pages and every visible car", () => {
    const urls = sitemapUrls({
      origin: "http://coastal-kia.localhost:3000/",
      cars: [exampleCar({ updated_at: "2026-05-01T10:00:00Z" })],
      visibility,
      locationPaths: ["/locations/southport"]
    })
    expect(urls.map((url) => url.loc)).toEqual([
      "http://coastal-kia.localhost:3000/",
      "http://coastal-kia.localhost:3000/dealer-locator",
      "http://coastal-kia.localhost:3000/dealerships",
      "http://coastal-kia.localhost:3000/contact-us",
      "http://coastal-kia.localhost:3000/contact",
      "http://coastal-kia.localhost:3000/book-test-drive",
      "http://coastal-kia.localhost:3000/trade-in",
      "http://coastal-kia.localhost:3000/vehicle-parts-and-accessories",
      "http://coastal-kia.localhost:3000/locations/southport",
      "http://coastal-kia.localhost:3000/search/new-used-and-demo-cars",
      "http://coastal-kia.localhost:3000/search/used-cars",
      "http://coastal-kia.localhost:3000/search/toyota",
      "http://coastal-kia.localhost:3000/search/toyota/hilux",
      "http://coastal-kia.localhost:3000/cars/2022-toyota-hilux-sr5-t1234"
    ])
    expect(urls.at(-1)?.lastmod).toBe("2026-05-01T10:00:00.000Z")
  })

  it("leaves out cars search does not show, and their landing pages", () => {
    const urls = sitemapUrls({
      origin: "https://example.com",
      cars: [exampleCar(), exampleCar({ id: 2, slug: "sold-long-ago", make: "Mazda", status: "sold", sold: true, sold_date: "2025-01-01" })],
      visibility
    })
    const locs = urls.map((url) => url.loc)
    expect(locs).toContain("https://example.com/cars/2022-toyota-hilux-sr5-t1234")
    expect(locs).not.toContain("https://example.com/cars/sold-long-ago")
    expect(locs).not.toContain("https://example.com/search/mazda")
  })
})
