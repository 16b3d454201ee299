import { Schema } from "effect"

// The list's rules have no schema, so the search page that records searches loads none.
export {
  nonEmptyFilters,
  readSearchHistory,
  recordSearch,
  sameSearch,
  SEARCH_HISTORY_MAX,
  type SearchFilters,
  type SearchHistoryRecord
} from "./search-history-list.ts"

/** A filter value as the search URL carries it. */
export const SearchFilterValue = Schema.Union([
  Schema.String,
  Schema.Finite,
  Schema.Boolean,
  Schema.Array(Schema.Union([Schema.String, Schema.Finite]))
])
export type SearchFilterValue = typeof SearchFilterValue.Type

/**
 * A past search: its non-empty filters plus the path it ran on (document 001, section 3), and its
 * filters in words (`label`, optional).
 *
 * @example
 * const entry = decodeOrThrow(SearchHistoryEntry, { path: "/search/toyota", filters: { make: "Toyota" } }, "search")
 */
export const SearchHistoryEntry = Schema.Struct({
  path: Schema.String,
  filters: Schema.Record(Schema.String, SearchFilterValue),
  label: Schema.optionalKey(Schema.String)
})
export type SearchHistoryEntry = typeof SearchHistoryEntry.Type
