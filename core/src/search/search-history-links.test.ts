import { Result } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { recordSearch, type SearchHistoryRecord } from "../storage/search-history-list.ts"
import { defaultTexts } from "../tenant/texts.ts"
import { stockQueryArbitrary } from "../testing/search-arbitraries.ts"
import { searchHistoryEntry, searchHistoryHref, searchHistoryLinks } from "./search-history-links.ts"
import { stockQueryFromSearchParams } from "./stock-query-url.ts"
import { emptyLocationQuery, emptyStockQuery, type StockQuery } from "./stock-query.ts"

const PATH = "/search/new-used-and-demo-cars"
const context = { mergeNewAndDemo: false, texts: defaultTexts }
const kia: StockQuery = { ...emptyStockQuery, filters: { make: ["Kia"] }, ranges: { price: { min: null, max: 30_000 } } }

describe("searchHistoryEntry", () => {
  it("keeps the filters as the URL carries them, facets as lists, without page or sort", () => {
    expect(searchHistoryEntry(PATH, { ...kia, sortBy: "latest", page: 3 })).toEqual({
      path: PATH,
      filters: { make: ["Kia"], price: "-30000" }
    })
    const near = { ...emptyStockQuery, query: "sr5", location: { ...emptyLocationQuery, lat: -27.5, lng: 153, userLocation: "Brisbane" } }
    expect(searchHistoryEntry(PATH, near)?.filters).toEqual({ query: "sr5", lat: "-27.5", lng: "153", userLocation: "Brisbane" })
  })

  it("is null for a search without a filter", () => {
    expect(searchHistoryEntry(PATH, { ...emptyStockQuery, sortBy: "price_asc", page: 2 })).toBeNull()
  })

  it("links back to the same search", () => {
    fc.assert(
      fc.property(stockQueryArbitrary, (query) => {
        const entry = searchHistoryEntry(PATH, query)
        if (entry === null) return
        const href = new URL(searchHistoryHref(entry), "http://site.localhost")
        const back = Result.getOrThrow(stockQueryFromSearchParams(href.searchParams))
        expect(href.pathname).toBe(PATH)
        expect(searchHistoryEntry(PATH, back)).toEqual(entry)
      }),
      { numRuns: 300 }
    )
  })
})

describe("searchHistoryLinks", () => {
  const history = [kia, { ...emptyStockQuery, query: "hilux" }, { ...emptyStockQuery, filters: { car_type: ["used"] } }]
    .map((query) => searchHistoryEntry(PATH, query)!)
    .reduce(recordSearch, [] as ReadonlyArray<SearchHistoryRecord>)

  it("lists past searches newest first, in words, as links", () => {
    expect(searchHistoryLinks(history, null, context)).toEqual([
      { href: `${PATH}?car_type=used`, label: "Condition: Used" },
      { href: `${PATH}?query=hilux`, label: "\u201chilux\u201d" },
      { href: `${PATH}?make=Kia&price=-30000`, label: "Make: Kia, Price: up to $30,000" }
    ])
  })

  it("leaves out the search on screen and entries that no longer read as a search", () => {
    const odd = [...history, { path: PATH, filters: { price: "cheap" } }, { path: PATH, filters: { colour_code: "x" } }]
    expect(searchHistoryLinks(odd, searchHistoryEntry(PATH, kia), context).map((link) => link.label)).toEqual([
      "Condition: Used",
      "\u201chilux\u201d"
    ])
  })
})
