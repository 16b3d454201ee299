import { describe, expect, it } from "vitest"
import {
  conditionsOfSegment,
  scopedStockQuery,
  scopeMatchesNothing,
  searchModelScope,
  searchSegmentScope,
  searchSlug
} from "./search-path-scope.ts"
import { emptyStockQuery } from "./stock-query.ts"

const locations = [
  { name: "Coastal Kia Southport", slug: "coastal-kia-southport", dealership_slug: "coastal-kia" },
  { name: "Coastal Kia Robina", slug: "coastal-kia-robina", dealership_slug: "coastal-kia" },
  { name: "Metro Toyota Parramatta", slug: "metro-toyota-parramatta", dealership_slug: "metro-toyota" }
]
const known = { makes: ["Kia", "Land Rover", "Mercedes-Benz"], locations, siteName: "Coastal Kia" }

describe("what a search path filters", () => {
  it("reads the condition pages of section 2", () => {
    expect(conditionsOfSegment("used-cars")).toEqual(["used"])
    expect(conditionsOfSegment("new-cars")).toEqual(["new"])
    expect(conditionsOfSegment("demo-cars")).toEqual(["demo"])
    expect(conditionsOfSegment("new-and-demo-cars")).toEqual(["new", "demo"])
    expect(conditionsOfSegment("kia")).toBeNull()
    expect(conditionsOfSegment("old-cars")).toBeNull()
    expect(conditionsOfSegment("new-new-cars")).toBeNull()
  })

  it("treats every condition together as all stock", () => {
    expect(searchSegmentScope("new-used-and-demo-cars", known)).toEqual({ kind: "all" })
    expect(searchSegmentScope("new-and-demo-cars", known)).toEqual({ kind: "condition", conditions: ["new", "demo"] })
  })

  it("finds a make by its slug, whatever its spelling", () => {
    expect(searchSlug("Land Rover")).toBe("land-rover")
    expect(searchSegmentScope("land-rover", known)).toEqual({ kind: "make", make: "Land Rover" })
    expect(searchSegmentScope("Mercedes-Benz", known)).toEqual({ kind: "make", make: "Mercedes-Benz" })
  })

  it("finds a dealership's locations, or one location, by slug", () => {
    expect(searchSegmentScope("coastal-kia", known)).toEqual({
      kind: "dealership",
      name: "Coastal Kia",
      locationNames: ["Coastal Kia Southport", "Coastal Kia Robina"]
    })
    expect(searchSegmentScope("metro-toyota-parramatta", known)).toEqual({
      kind: "dealership",
      name: "Metro Toyota Parramatta",
      locationNames: ["Metro Toyota Parramatta"]
    })
  })

  it("answers null for a segment that names nothing", () => {
    expect(searchSegmentScope("holden", known)).toBeNull()
  })

  it("finds a model only under a make", () => {
    const make = { kind: "make", make: "Kia" } as const
    expect(searchModelScope(make, "sportage", ["Sportage", "EV6"])).toEqual({ kind: "model", make: "Kia", model: "Sportage" })
    expect(searchModelScope(make, "carnival", ["Sportage"])).toBeNull()
    expect(searchModelScope({ kind: "all" }, "sportage", ["Sportage"])).toBeNull()
  })

  it("adds the path's values to the query string's", () => {
    const query = { ...emptyStockQuery, filters: { make: ["Mazda"] } }
    expect(scopedStockQuery({ kind: "make", make: "Kia" }, query).filters.make).toEqual(["Kia", "Mazda"])
    expect(scopedStockQuery({ kind: "model", make: "Kia", model: "EV6" }).filters).toEqual({ make: ["Kia"], model: ["EV6"] })
    expect(scopedStockQuery({ kind: "condition", conditions: ["used"] }).filters.car_type).toEqual(["used"])
  })

  it("lets a picked tag narrow the offers page", () => {
    const offers = { kind: "offers", tags: ["Demo Special", "Low Kms"] } as const
    expect(scopedStockQuery(offers).filters.tag).toEqual(["Demo Special", "Low Kms"])
    expect(scopedStockQuery(offers, { ...emptyStockQuery, filters: { tag: ["Low Kms"] } }).filters.tag).toEqual(["Low Kms"])
  })

  it("knows an offers page without offer tags matches nothing", () => {
    expect(scopeMatchesNothing({ kind: "offers", tags: [] })).toBe(true)
    expect(scopeMatchesNothing({ kind: "offers", tags: ["Low Kms"] })).toBe(false)
    expect(scopeMatchesNothing({ kind: "all" })).toBe(false)
  })
})
