import fc from "fast-check"
import { Result } from "effect"
import { describe, expect, it } from "vitest"
import { stockQueryArbitrary } from "../testing/search-arbitraries.ts"
import { toggleFacetValue, withFacetValues, withFilter, withRange } from "./stock-query-change.ts"
import { emptyLocationQuery, emptyStockQuery } from "./stock-query.ts"
import { stockQueryFromSearchParams, stockQueryToSearchParams } from "./stock-query-url.ts"

const parse = (query: string) => stockQueryFromSearchParams(new URLSearchParams(query))
const encode = (pairs: Array<[string, string]>) => new URLSearchParams(pairs).toString()

describe("search URL state", () => {
  it("decodes facets, ranges, sort, page and text", () => {
    const result = parse(
      "make=Toyota&make=Mazda&model=Hilux&car_type=new&seats=7&price=10000-50000&year=2018-&km=-60000&sortBy=price_asc&page=3&query=%20sr5%20"
    )
    expect(Result.getOrThrow(result)).toEqual({
      ...emptyStockQuery,
      query: "sr5",
      filters: { make: ["Toyota", "Mazda"], model: ["Hilux"], car_type: ["new"], seats: ["7"] },
      ranges: { price: { min: 10000, max: 50000 }, year: { min: 2018, max: null }, km: { min: null, max: 60000 } },
      sortBy: "price_asc",
      page: 3
    })
  })

  it("decodes every facet attribute of section 3 as its own parameter", () => {
    const names = ["make_model", "badge", "status", "body", "fuel", "transmission", "drive", "colour", "state", "city"]
    const more = [
      "location_name",
      "dealership_name",
      "tag",
      "certified",
      "item_type",
      "categories",
      "filtered_features"
    ]
    const query = Result.getOrThrow(parse([...names, ...more].map((name) => `${name}=x`).join("&")))
    expect(Object.keys(query.filters).sort()).toEqual([...names, ...more].sort())
    const ranges = Result.getOrThrow(
      parse("subscription_price=100-200&weekly_price=50-150&created_at_timestamp=1700000000-")
    )
    expect(ranges.ranges).toEqual({
      subscription_price: { min: 100, max: 200 },
      weekly_price: { min: 50, max: 150 },
      created_at_timestamp: { min: 1700000000, max: null }
    })
  })

  it("decodes the dealer-location parameters of section 2", () => {
    const query = Result.getOrThrow(
      parse(
        "locationId=12&locationType=dealership&lat=-27.4698&lng=153.0251&radius=100&userLocation=Brisbane%20QLD%204000"
      )
    )
    expect(query.location).toEqual({
      locationId: 12,
      locationType: "dealership",
      lat: -27.4698,
      lng: 153.0251,
      radiusKm: 100,
      userLocation: "Brisbane QLD 4000"
    })
    expect(Result.getOrThrow(parse("lat=-27.5&lng=153")).location.radiusKm).toBe(50)
  })

  it("gives defaults for an empty query string, and ignores parameters it does not know", () => {
    expect(Result.getOrThrow(parse(""))).toEqual(emptyStockQuery)
    expect(Result.getOrThrow(parse("utm_source=mail&fbclid=abc&make="))).toEqual(emptyStockQuery)
    expect(Result.getOrThrow(parse("make=Kia&make=Kia&make=%20Kia%20")).filters).toEqual({ make: ["Kia"] })
  })

  it.each([
    ["page=0", "page"],
    ["page=abc", "page"],
    ["page=1.5", "page"],
    ["page=99999999999999999999", "page"],
    ["sortBy=cheapest", "sortBy"],
    ["price=lots", "price"],
    ["price=50000-10000", "price"],
    ["km=1e999-", "km"],
    ["lat=-27.5", "lng"],
    ["lat=95&lng=153", "lat"],
    ["lat=-27&lng=east", "lng"],
    ["radius=60", "radius"],
    ["locationId=twelve", "locationId"],
    [`query=${"a".repeat(10_000)}`, "query"],
    [`userLocation=${"b".repeat(300)}`, "userLocation"]
  ])("rejects %s naming the parameter", (query, param) => {
    const result = parse(query)
    expect(Result.isFailure(result)).toBe(true)
    if (Result.isFailure(result)) expect(result.failure.param).toBe(param)
  })

  it("accepts odd Unicode text without failing", () => {
    const text = "Škoda \u202e🚗 \u0000 ｈｉｌｕｘ"
    expect(Result.getOrThrow(parse(encode([["query", text]]))).query).toBe(text.trim())
  })

  it("leaves defaults out of the URL", () => {
    expect(stockQueryToSearchParams(emptyStockQuery)).toEqual([])
    const query = {
      ...emptyStockQuery,
      filters: { make: ["Toyota"] },
      location: { ...emptyLocationQuery, radiusKm: 50 }
    }
    expect(encode(stockQueryToSearchParams(query))).toBe("make=Toyota")
  })

  it("round-trips any query through the URL exactly", () => {
    fc.assert(
      fc.property(stockQueryArbitrary, (original) => {
        expect(Result.getOrThrow(parse(encode(stockQueryToSearchParams(original))))).toEqual(original)
      }),
      { numRuns: 1_000 }
    )
  })
})

describe("changing a search", () => {
  const paged = { ...emptyStockQuery, page: 4, filters: { make: ["Kia"] } }

  it("drops the page whenever a filter changes (section 4, Search state)", () => {
    expect(withFilter(paged, { sortBy: "latest" })).toMatchObject({ page: 1, sortBy: "latest" })
    expect(withFacetValues(paged, "model", ["EV6"])).toMatchObject({
      page: 1,
      filters: { make: ["Kia"], model: ["EV6"] }
    })
    expect(withRange(paged, "price", { min: 1, max: 2 })).toMatchObject({
      page: 1,
      ranges: { price: { min: 1, max: 2 } }
    })
  })

  it("toggles a value in and out, removing an emptied facet", () => {
    const added = toggleFacetValue(paged, "make", "Mazda")
    expect(added.filters.make).toEqual(["Kia", "Mazda"])
    expect(toggleFacetValue(toggleFacetValue(added, "make", "Mazda"), "make", "Kia").filters).toEqual({})
    expect(withRange(withRange(paged, "km", { min: 0, max: 9 }), "km", null).ranges).toEqual({})
  })
})
