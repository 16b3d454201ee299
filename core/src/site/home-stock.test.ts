import { describe, expect, it } from "vitest"
import { exampleCar } from "../testing/examples.ts"
import {
  featuredStockQuery,
  newArrivalsQuery,
  offersStockQuery,
  pickFeaturedCars,
  pickNewArrivals,
  stockSectionHref
} from "./home-stock.ts"

describe("home stock sections", () => {
  it("search the in-stock cars the section's filters pick: featured most relevant first, new arrivals latest first", () => {
    const featured = featuredStockQuery({ item_type: ["caravan"], tag: [] })
    expect(featured.filters).toEqual({ item_type: ["caravan"], status: ["in_stock"] })
    expect(featured.sortBy).toBe("relevance")
    expect(newArrivalsQuery({}).filters).toEqual({ status: ["in_stock"] })
    expect(newArrivalsQuery({}).sortBy).toBe("latest")
  })

  it("search the cars carrying an offer tag, and nothing when no car carries one", () => {
    expect(offersStockQuery(["Drive Away"])?.filters).toEqual({ tag: ["Drive Away"], status: ["in_stock"] })
    expect(offersStockQuery([])).toBeNull()
  })

  it("link to the whole search behind a section, and the offers to /special-offers", () => {
    expect(stockSectionHref("featured_stock", featuredStockQuery({ make: ["Kia"] }))).toBe("/search/new-used-and-demo-cars?make=Kia")
    expect(stockSectionHref("new_arrivals", newArrivalsQuery({}))).toBe("/search/new-used-and-demo-cars?sortBy=latest")
    expect(stockSectionHref("offers", offersStockQuery(["Drive Away"])!)).toBe("/special-offers")
  })

  const photographed = (overrides: Parameters<typeof exampleCar>[0]) =>
    exampleCar({ primary_image_url: `/images/cars/${overrides?.id}.jpg`, ...overrides })

  it("feature priced cars buyable today, those with a photo first, in the search's order, up to the limit", () => {
    const hits = [
      photographed({ id: 1, status: "sold" }),
      photographed({ id: 2, price: 0 }),
      photographed({ id: 3 }),
      photographed({ id: 4, status: "coming_soon" }),
      exampleCar({ id: 5 }),
      photographed({ id: 6, reserved: true }),
      photographed({ id: 7 }),
      exampleCar({ id: 8, images: [{ image_url: "/images/cars/8.jpg" }] })
    ]
    expect(pickFeaturedCars(hits, 2).map((car) => car.id)).toEqual([3, 7])
    expect(pickFeaturedCars(hits, 12).map((car) => car.id)).toEqual([3, 7, 8, 5])
  })

  it("pick the newest cars buyable today by created_at, those with a photo first, whatever order the search gave", () => {
    const hits = [
      photographed({ id: 1, created_at: "2026-11-01T00:00:00Z" }),
      photographed({ id: 2, created_at: "2026-11-20T00:00:00Z", status: "sold" }),
      photographed({ id: 3, created_at: "2026-11-18T00:00:00Z" }),
      photographed({ id: 4, created_at: "not a date" }),
      photographed({ id: 5, created_at: "2026-11-18T00:00:00Z" }),
      exampleCar({ id: 6, created_at: "2026-11-21T00:00:00Z" })
    ]
    expect(pickNewArrivals(hits, 3).map((car) => car.id)).toEqual([5, 3, 1])
    expect(pickNewArrivals(hits, 10).map((car) => car.id)).toEqual([5, 3, 1, 4, 6])
  })
})
