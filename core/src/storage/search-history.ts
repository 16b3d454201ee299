import { Schema } from "effect"

/** Search history keeps the last 5 entries (document 001, sections 4 and 9). */
export const SEARCH_HISTORY_MAX = 5

/** A filter value as the search URL carries it. */
export const SearchFilterValue = Schema.Union([
  Schema.String,
  Schema.Finite,
  Schema.Boolean,
  Schema.Array(Schema.Union([Schema.String, Schema.Finite]))
])
export type SearchFilterValue = typeof SearchFilterValue.Type

/**
 * A past search: its non-empty filters plus the path it ran on (document 001, section 3).
 *
 * @example
 * const entry = decodeOrThrow(SearchHistoryEntry, { path: "/search/toyota", filters: { make: "Toyota" } }, "search")
 */
export const SearchHistoryEntry = Schema.Struct({
  path: Schema.String,
  filters: Schema.Record(Schema.String, SearchFilterValue)
})
export type SearchHistoryEntry = typeof SearchHistoryEntry.Type

/** The filters as a search might hold them, empty ones included. */
export type SearchFilters = Readonly<Record<string, SearchFilterValue | null | undefined>>

function isEmptyFilter(value: SearchFilterValue | null | undefined): boolean {
  if (value == null || value === false) return true
  if (typeof value === "string") return value.trim().length === 0
  if (Array.isArray(value)) return value.length === 0
  return false
}

/**
 * The filters that narrow a search: blank texts, empty lists, `false`, null and undefined are dropped.
 *
 * @example
 * nonEmptyFilters({ make: "Toyota", model: "", body: [], page: 2 }) // { make: "Toyota", page: 2 }
 */
export function nonEmptyFilters(filters: SearchFilters): Readonly<Record<string, SearchFilterValue>> {
  const kept: Record<string, SearchFilterValue> = {}
  for (const [name, value] of Object.entries(filters)) {
    if (value != null && !isEmptyFilter(value)) kept[name] = value
  }
  return kept
}

const canonical = (entry: SearchHistoryEntry) =>
  JSON.stringify([entry.path, Object.entries(entry.filters).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))])

/**
 * Records a search: only its non-empty filters are kept, a search without any is not recorded, a
 * repeat of an earlier search moves to the end instead of appearing twice, and only the newest 5
 * entries remain (oldest dropped). Entries run oldest first.
 *
 * @example
 * recordSearch(fiveSearches, { path: "/search/used-cars", filters: { make: "Mazda", model: "" } })
 * // the last four of fiveSearches, then { path: "/search/used-cars", filters: { make: "Mazda" } }
 */
export function recordSearch(
  history: ReadonlyArray<SearchHistoryEntry>,
  search: { readonly path: string; readonly filters: SearchFilters }
): ReadonlyArray<SearchHistoryEntry> {
  const filters = nonEmptyFilters(search.filters)
  if (Object.keys(filters).length === 0) return history.slice(-SEARCH_HISTORY_MAX)
  const entry: SearchHistoryEntry = { path: search.path, filters }
  const key = canonical(entry)
  return [...history.filter((past) => canonical(past) !== key), entry].slice(-SEARCH_HISTORY_MAX)
}
