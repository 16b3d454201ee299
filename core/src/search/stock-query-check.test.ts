import fc from "fast-check"
import { Result } from "effect"
import { describe, expect, it } from "vitest"
import { stockQueryArbitrary } from "../testing/search-arbitraries.ts"
import { checkStockQuery } from "./stock-query-check.ts"
import { emptyLocationQuery, emptyStockQuery, type StockQuery } from "./stock-query.ts"

const problemWith = (query: StockQuery) => {
  const result = checkStockQuery(query)
  return Result.isFailure(result) ? result.failure.param : null
}

describe("checking a query built in code", () => {
  it("accepts every well-formed query, including a page far past the end", () => {
    fc.assert(
      fc.property(stockQueryArbitrary, (query) => problemWith(query) === null),
      { numRuns: 500 }
    )
    expect(problemWith({ ...emptyStockQuery, page: 1_000_000_000 })).toBeNull()
  })

  it.each<[string, StockQuery, string]>([
    ["an unknown facet", { ...emptyStockQuery, filters: { wheels: ["4"] } as StockQuery["filters"] }, "wheels"],
    [
      "an unknown range",
      { ...emptyStockQuery, ranges: { power: { min: 1, max: 2 } } as StockQuery["ranges"] },
      "power"
    ],
    ["an inverted range", { ...emptyStockQuery, ranges: { price: { min: 50_000, max: 10_000 } } }, "price"],
    ["a range that is not a number", { ...emptyStockQuery, ranges: { km: { min: Number.NaN, max: null } } }, "km"],
    ["page 0", { ...emptyStockQuery, page: 0 }, "page"],
    ["a fractional page", { ...emptyStockQuery, page: 1.5 }, "page"],
    ["an unknown sort", { ...emptyStockQuery, sortBy: "cheapest" as StockQuery["sortBy"] }, "sortBy"],
    ["10 KB of text", { ...emptyStockQuery, query: "x".repeat(10_240) }, "query"],
    ["half a coordinate", { ...emptyStockQuery, location: { ...emptyLocationQuery, lat: -27 } }, "lng"],
    ["a latitude off the globe", { ...emptyStockQuery, location: { ...emptyLocationQuery, lat: 91, lng: 0 } }, "lat"],
    [
      "a radius that is not an option",
      { ...emptyStockQuery, location: { ...emptyLocationQuery, radiusKm: 60 } },
      "radius"
    ],
    [
      "values that are not a list",
      { ...emptyStockQuery, filters: { make: "Kia" } as unknown as StockQuery["filters"] },
      "make"
    ]
  ])("names the problem with %s", (_name, query, param) => {
    expect(problemWith(query)).toBe(param)
  })
})
