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
const entry = (query: StockQuery) => searchHistoryEntry(PATH, query, context)
const kia: StockQuery = { ...emptyStockQuery, filters: { make: ["Kia"] }, ranges: { price: { min: null, max: 30_000 } } }

describe("searchHistoryEntry", () => {
  it("keeps the filters as the URL carries them, facets as lists, without page or sort, and in words", () => {
    expect(entry({ ...kia, sortBy: "latest", page: 3 })).toEqual({
      path: PATH,
      filters: { make: ["Kia"], price: "-30000" },
      label: "Make: Kia, Price: up to $30,000"
    })
    const near = {
      ...emptyStockQuery,
      query: "sr5",
      location: { ...emptyLocationQuery, lat: -27.5, lng: 153, userLocation: "Brisbane" }
    }
    expect(entry(near)?.filters).toEqual({ query: "sr5", lat: "-27.5", lng: "153", userLocation: "Brisbane" })
  })

  it("is null for a search without a filter", () => {
    expect(entry({ ...emptyStockQuery, sortBy: "price_asc", page: 2 })).toBeNull()
  })

  it("links back to the same search", () => {
    fc.assert(
      fc.property(stockQueryArbitrary, (query) => {
        const kept = entry(query)
        if (kept === null) return
        const href = new URL(searchHistoryHref(kept), "http://site.localhost")
        expect(href.pathname).toBe(PATH)
        expect(entry(Result.getOrThrow(stockQueryFromSearchParams(href.searchParams)))).toEqual(kept)
      }),
      { numRuns: 300 }
    )
  })
})

describe("searchHistoryLinks", () => {
  const history = [kia, { ...emptyStockQuery, query: "hilux" }, { ...emptyStockQuery, filters: { car_type: ["used"] } }]
    .map((query) => entry(query)!)
    .reduce(recordSearch, [] as ReadonlyArray<SearchHistoryRecord>)

  it("lists past searches newest first, in words, as links", () => {
    expect(searchHistoryLinks(history, null)).toEqual([
      { href: `${PATH}?car_type=used`, label: "Condition: Used" },
      { href: `${PATH}?query=hilux`, label: "\u201chilux\u201d" },
      { href: `${PATH}?make=Kia&price=-30000`, label: "Make: Kia, Price: up to $30,000" }
    ])
  })

  it("leaves out the search on screen and entries without words", () => {
    const unlabelled = [...history, { path: PATH, filters: { make: ["Mazda"] } }]
    expect(searchHistoryLinks(unlabelled, entry(kia)).map((link) => link.label)).toEqual([
      "Condition: Used",
      "\u201chilux\u201d"
    ])
  })
})
