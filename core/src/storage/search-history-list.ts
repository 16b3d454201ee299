/** Search history keeps the last 5 entries (document 001, sections 4 and 9). */
export const SEARCH_HISTORY_MAX = 5

/** A filter value as the search URL carries it. */
export type SearchFilterValue = string | number | boolean | ReadonlyArray<string | number>

/**
 * A past search: its non-empty filters plus the path it ran on (document 001, section 3), and the
 * filters in words as the site wrote them when it was searched (the list shows them without
 * reading the filters again).
 */
export interface SearchHistoryRecord {
  readonly path: string
  readonly filters: { readonly [name: string]: SearchFilterValue }
  readonly label?: string
}

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
 * import { nonEmptyFilters } from "@dealer/core/storage"
 *
 * nonEmptyFilters({ make: "Toyota", model: "", body: [], page: 2 }) // => { make: "Toyota", page: 2 }
 */
export function nonEmptyFilters(filters: SearchFilters): Readonly<Record<string, SearchFilterValue>> {
  const kept: Record<string, SearchFilterValue> = {}
  for (const [name, value] of Object.entries(filters)) {
    if (value != null && !isEmptyFilter(value)) kept[name] = value
  }
  return kept
}

// The label is how a search reads, not which search it is.
const canonical = (entry: SearchHistoryRecord) =>
  JSON.stringify([entry.path, Object.entries(entry.filters).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))])

/**
 * Whether two history entries are the same search (same path, same filters in any order).
 *
 * @example
 * import { sameSearch } from "@dealer/core/storage"
 *
 * sameSearch({ path: "/search/kia", filters: { a: "1", b: "2" } }, { path: "/search/kia", filters: { b: "2", a: "1" } }) // => true
 */
export const sameSearch = (a: SearchHistoryRecord, b: SearchHistoryRecord): boolean => canonical(a) === canonical(b)

/**
 * Records a search: only its non-empty filters are kept, a search without any is not recorded, a
 * repeat of an earlier search moves to the end (with its newest label) instead of appearing twice,
 * and only the newest 5 entries remain (oldest dropped). Entries run oldest first.
 *
 * @example
 * import { recordSearch } from "@dealer/core/storage"
 *
 * const fiveSearches = ["Kia", "Toyota", "Ford", "Mazda", "Hyundai"].map((make) => ({ path: "/search/used-cars", filters: { make } }))
 *
 * const history = recordSearch(fiveSearches, { path: "/search/used-cars", filters: { make: "Subaru", model: "" } })
 * history.length // => 5
 * history.at(-1) // => { path: "/search/used-cars", filters: { make: "Subaru" } }
 * recordSearch(fiveSearches, { path: "/search/used-cars", filters: { make: "Kia" } }).map((entry) => entry.filters.make)
 * // => ["Toyota", "Ford", "Mazda", "Hyundai", "Kia"]
 */
export function recordSearch(
  history: ReadonlyArray<SearchHistoryRecord>,
  search: { readonly path: string; readonly filters: SearchFilters; readonly label?: string }
): ReadonlyArray<SearchHistoryRecord> {
  const filters = nonEmptyFilters(search.filters)
  if (Object.keys(filters).length === 0) return history.slice(-SEARCH_HISTORY_MAX)
  const entry: SearchHistoryRecord =
    search.label === undefined ? { path: search.path, filters } : { path: search.path, filters, label: search.label }
  return [...history.filter((past) => !sameSearch(past, entry)), entry].slice(-SEARCH_HISTORY_MAX)
}

const isFilterValue = (value: unknown): value is SearchFilterValue =>
  typeof value === "string" ||
  typeof value === "boolean" ||
  (typeof value === "number" && Number.isFinite(value)) ||
  (Array.isArray(value) &&
    value.every((item) => typeof item === "string" || (typeof item === "number" && Number.isFinite(item))))

function isRecord(value: unknown): value is SearchHistoryRecord {
  if (typeof value !== "object" || value === null) return false
  const { path, filters, label } = value as { path?: unknown; filters?: unknown; label?: unknown }
  return (
    typeof path === "string" &&
    (label === undefined || typeof label === "string") &&
    typeof filters === "object" &&
    filters !== null &&
    !Array.isArray(filters) &&
    Object.values(filters).every(isFilterValue)
  )
}

/**
 * Reads the stored `SearchHistory` entry without a schema, so the search page's code stays small:
 * the entries that have the stored shape, at most the last 5; anything unreadable reads as none.
 *
 * @example
 * import { readSearchHistory } from "@dealer/core/storage"
 *
 * readSearchHistory('[{"path":"/search/kia","filters":{"price":"-20000"}}]') // => [{ path: "/search/kia", filters: { price: "-20000" } }]
 * readSearchHistory("{oops") // => []
 */
export function readSearchHistory(raw: string | null | undefined): ReadonlyArray<SearchHistoryRecord> {
  if (!raw) return []
  try {
    const parsed: unknown = JSON.parse(raw)
    return Array.isArray(parsed)
      ? parsed
          .filter(isRecord)
          .map(({ path, filters, label }) => (label === undefined ? { path, filters } : { path, filters, label }))
          .slice(-SEARCH_HISTORY_MAX)
      : []
  } catch {
    return []
  }
}
