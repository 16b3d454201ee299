import { describe, expect, it } from "vitest"
import { exampleTenant } from "../testing/examples.ts"
import { isVisibleInPriceAscending, isVisibleInSearch } from "./search-visibility.ts"
import { visibilityContextOf } from "./tenant-rule-context.ts"

const now = new Date("2026-11-22T12:00:00Z")
const context = { now, includeSoldCarsDays: 3 }
const car = {
  status: "in_stock",
  price: 30_000,
  car_type: "used",
  stocknum: "T1234",
  images: [{ image_url: "/a.jpg" }]
} as const

describe("isVisibleInSearch", () => {
  it("shows available cars unless hidden from the dealer website", () => {
    expect(isVisibleInSearch({ status: "in_stock" }, context)).toBe(true)
    expect(isVisibleInSearch({ status: "coming_soon", show_on_dealer_website: null }, context)).toBe(true)
    expect(isVisibleInSearch({ status: "in_stock", show_on_dealer_website: false }, context)).toBe(false)
  })

  it("shows sold cars only within include_sold_cars_days", () => {
    expect(isVisibleInSearch({ status: "sold", sold_date: "2026-11-20T12:00:00Z" }, context)).toBe(true)
    expect(isVisibleInSearch({ status: "sold", sold_date: "2026-11-19T11:00:00Z" }, context)).toBe(false)
    expect(
      isVisibleInSearch({ status: "sold", sold_date: "2026-11-19T11:00:00Z" }, { ...context, includeSoldCarsDays: 5 })
    ).toBe(true)
    expect(isVisibleInSearch({ status: "sold" }, context)).toBe(false)
  })

  it("reads the sale time from sold_date_timestamp (seconds) when there is no sold_date", () => {
    const twoDaysAgo = Date.parse("2026-11-20T12:00:00Z") / 1000
    const fourDaysAgo = Date.parse("2026-11-18T12:00:00Z") / 1000
    expect(isVisibleInSearch({ status: "sold", sold_date_timestamp: twoDaysAgo }, context)).toBe(true)
    expect(isVisibleInSearch({ status: "sold", sold_date_timestamp: fourDaysAgo }, context)).toBe(false)
    expect(isVisibleInSearch({ status: "sold", sold_date: "soon", sold_date_timestamp: twoDaysAgo }, context)).toBe(
      true
    )
  })

  it("hides statuses it does not know", () => {
    expect(isVisibleInSearch({ status: "other", sold_date: "2026-11-21T00:00:00Z" }, context)).toBe(false)
  })

  it("applies the site's price, condition, status, photo and stock number rules", () => {
    expect(isVisibleInSearch(car, { ...context, minPrice: 30_000 })).toBe(true)
    expect(isVisibleInSearch(car, { ...context, minPrice: 30_001 })).toBe(false)
    expect(isVisibleInSearch(car, { ...context, carTypes: ["new", "demo"] })).toBe(false)
    expect(isVisibleInSearch(car, { ...context, carTypes: [] })).toBe(true)
    expect(isVisibleInSearch({ ...car, status: "coming_soon" }, { ...context, hiddenStatuses: ["coming_soon"] })).toBe(
      false
    )
    expect(isVisibleInSearch({ ...car, images: [] }, { ...context, requirePhotos: true })).toBe(false)
    expect(isVisibleInSearch({ ...car, images: [], photos_count: 12 }, { ...context, requirePhotos: true })).toBe(true)
    expect(isVisibleInSearch(car, { ...context, excludedStockNumbers: [" t1234 "] })).toBe(false)
    expect(isVisibleInSearch(car, { ...context, excludedStockNumbers: ["T9999"] })).toBe(true)
  })

  it("on some sites needs a positive price when sorting by lowest price", () => {
    const strict = { ...context, priceAscendingRequiresPrice: true }
    expect(isVisibleInPriceAscending({ ...car, price: 0 }, strict)).toBe(false)
    expect(isVisibleInPriceAscending({ ...car, price: 0 }, context)).toBe(true)
    expect(isVisibleInPriceAscending(car, strict)).toBe(true)
  })
})

describe("visibilityContextOf", () => {
  it("reads the tenant's sold window and stock settings", () => {
    const tenant = exampleTenant({
      include_sold_cars_days: 5,
      stock: {
        visible_min_price: 1_000,
        require_photos: true,
        excluded_stock_numbers: ["X1"],
        visible_car_types: ["used"]
      }
    })
    expect(visibilityContextOf(tenant, now)).toEqual({
      now,
      includeSoldCarsDays: 5,
      minPrice: 1_000,
      carTypes: ["used"],
      hiddenStatuses: [],
      requirePhotos: true,
      excludedStockNumbers: ["X1"],
      priceAscendingRequiresPrice: false
    })
  })

  it("defaults to the specification's three-day sold window and no extra rules", () => {
    const context = visibilityContextOf(exampleTenant(), now)
    expect(context.includeSoldCarsDays).toBe(3)
    expect(isVisibleInSearch({ status: "in_stock", price: 0, car_type: "new" }, context)).toBe(true)
  })
})
