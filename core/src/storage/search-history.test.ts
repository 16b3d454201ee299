import { Schema } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { searchArbitrary, searchHistoryEntryArbitrary } from "../testing/content-arbitraries.ts"
import { nonEmptyFilters, readSearchHistory, recordSearch, SearchHistoryEntry } from "./search-history.ts"

const search = (make: string) => ({ path: "/search/new-used-and-demo-cars", filters: { make } })

describe("search history", () => {
  it("keeps only the non-empty filters", () => {
    expect(
      nonEmptyFilters({ make: "Toyota", model: "", query: "  ", body: [], certified: false, km: null, price: 0 })
    ).toEqual({
      make: "Toyota",
      price: 0
    })
  })

  it("keeps the last 5 searches, dropping the oldest", () => {
    const history = ["A", "B", "C", "D", "E", "F"]
      .map(search)
      .reduce(recordSearch, [] as ReadonlyArray<SearchHistoryEntry>)
    expect(history.map((entry) => entry.filters["make"])).toEqual(["B", "C", "D", "E", "F"])
  })

  it("records no search without filters, and moves a repeated search to the newest", () => {
    const history = [search("A"), search("B")].reduce(recordSearch, [] as ReadonlyArray<SearchHistoryEntry>)
    expect(recordSearch(history, { path: "/search/used-cars", filters: { make: "" } })).toEqual(history)
    expect(recordSearch(history, search("A")).map((entry) => entry.filters["make"])).toEqual(["B", "A"])
  })

  it("never holds more than 5 entries, and the newest search with filters is always last", () => {
    fc.assert(
      fc.property(fc.array(searchHistoryEntryArbitrary, { maxLength: 8 }), searchArbitrary, (start, next) => {
        const history = recordSearch(start, next)
        expect(history.length).toBeLessThanOrEqual(5)
        const kept = nonEmptyFilters(next.filters)
        if (Object.keys(kept).length > 0) {
          expect(history.at(-1)).toEqual({ path: next.path, filters: kept })
        }
        for (const entry of history) expect(Object.keys(entry.filters).length).toBeGreaterThan(0)
      }),
      { numRuns: 1000 }
    )
  })
})

describe("reading the stored search history without a schema", () => {
  it("reads what recordSearch stores, and the schema agrees with it", () => {
    const stored = [
      search("A"),
      { path: "/search/used-cars", filters: { make: ["Kia", "Mazda"], price: "-20000" }, label: "Make: Kia, Make: Mazda" }
    ]
    const raw = JSON.stringify(stored.reduce(recordSearch, [] as ReadonlyArray<SearchHistoryEntry>))
    expect(readSearchHistory(raw)).toEqual(stored)
    expect(Schema.decodeUnknownSync(Schema.Array(SearchHistoryEntry))(JSON.parse(raw))).toEqual(readSearchHistory(raw))
  })

  it("reads anything else as no history, skipping entries of another shape", () => {
    expect(readSearchHistory(null)).toEqual([])
    expect(readSearchHistory("{oops")).toEqual([])
    expect(readSearchHistory('{"path":"/x"}')).toEqual([])
    expect(readSearchHistory('[{"path":"/x","filters":{"make":{}}},{"path":"/y","filters":{"make":"Kia"}}]')).toEqual([
      { path: "/y", filters: { make: "Kia" } }
    ])
  })

  it("moves a repeated search to the newest with its newest words", () => {
    const first = recordSearch([], { ...search("A"), label: "Make: A" })
    const again = recordSearch([...first, search("B")], { ...search("A"), label: "Brand: A" })
    expect(again.map((entry) => entry.label)).toEqual([undefined, "Brand: A"])
  })

  it("keeps at most the last 5 entries", () => {
    const raw = JSON.stringify(["A", "B", "C", "D", "E", "F", "G"].map(search))
    expect(readSearchHistory(raw).map((entry) => entry.filters["make"])).toEqual(["C", "D", "E", "F", "G"])
  })
})
