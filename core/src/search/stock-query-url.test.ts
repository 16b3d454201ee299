import fc from "fast-check"
import { Result } from "effect"
import { describe, expect, it } from "vitest"
import { emptyStockQuery, SORT_OPTIONS, type StockQuery } from "./stock-query.ts"
import { stockQueryFromSearchParams, stockQueryToSearchParams, withFilter } from "./stock-query-url.ts"

const parse = (query: string) => stockQueryFromSearchParams(new URLSearchParams(query))

describe("search URL state", () => {
  it("decodes facets, price range, sort and page", () => {
    const result = parse("make=Toyota&make=Mazda&model=Hilux&price=10000-50000&sortBy=price_asc&page=3&query=%20sr5%20")
    expect(Result.getOrThrow(result)).toEqual({
      query: "sr5",
      carType: [],
      make: ["Toyota", "Mazda"],
      model: ["Hilux"],
      price: { min: 10000, max: 50000 },
      sortBy: "price_asc",
      page: 3
    })
  })

  it("gives defaults for an empty query string", () => {
    expect(Result.getOrThrow(parse(""))).toEqual(emptyStockQuery)
    expect(Result.getOrThrow(parse("price=-20000")).price).toEqual({ min: null, max: 20000 })
  })

  it.each([
    ["page=0", "page"],
    ["page=abc", "page"],
    ["page=1.5", "page"],
    ["sortBy=cheapest", "sortBy"],
    ["price=lots", "price"],
    ["price=50000-10000", "price"]
  ])("rejects %s naming the parameter", (query, param) => {
    const result = parse(query)
    expect(Result.isFailure(result)).toBe(true)
    if (Result.isFailure(result)) expect(result.failure.param).toBe(param)
  })

  it("drops the page when a filter changes", () => {
    expect(withFilter({ ...emptyStockQuery, page: 4 }, { make: ["Kia"] })).toMatchObject({ page: 1, make: ["Kia"] })
  })

  it("round-trips any query through the URL", () => {
    const word = fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9 -]{0,12}[A-Za-z0-9]$/)
    const bound = fc.option(fc.nat({ max: 500_000 }), { nil: null })
    const query: fc.Arbitrary<StockQuery> = fc.record({
      query: fc.constantFrom("", "hilux sr5", "T1234"),
      carType: fc.constant([]),
      make: fc.array(word, { maxLength: 3 }),
      model: fc.array(word, { maxLength: 3 }),
      price: fc.tuple(bound, bound).map(([a, b]) =>
        a !== null && b !== null ? { min: Math.min(a, b), max: Math.max(a, b) } : { min: a, max: b }
      ),
      sortBy: fc.constantFrom(...SORT_OPTIONS),
      page: fc.integer({ min: 1, max: 500 })
    })
    fc.assert(
      fc.property(query, (original) => {
        const url = new URLSearchParams(stockQueryToSearchParams(original)).toString()
        expect(Result.getOrThrow(parse(url))).toEqual(original)
      }),
      { numRuns: 500 }
    )
  })
})
