import * as Schema from "effect/Schema"

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
export const SearchFilterValue = /* @__PURE__ */ Schema.Union([
  Schema.String,
  Schema.Finite,
  Schema.Boolean,
  /* @__PURE__ */ Schema.Array(/* @__PURE__ */ Schema.Union([Schema.String, Schema.Finite]))
])
export type SearchFilterValue = typeof SearchFilterValue.Type

/**
 * A past search: its non-empty filters plus the path it ran on (document 001, section 3), and its
 * filters in words (`label`, optional).
 *
 * @example
 * import { decodeOrThrow } from "@dealer/core/shared"
 * import { SearchHistoryEntry } from "@dealer/core/storage"
 *
 * const entry = decodeOrThrow(SearchHistoryEntry, { path: "/search/toyota", filters: { make: "Toyota" } }, "search")
 */
export const SearchHistoryEntry = /* @__PURE__ */ Schema.Struct({
  path: Schema.String,
  filters: /* @__PURE__ */ Schema.Record(Schema.String, SearchFilterValue),
  label: /* @__PURE__ */ Schema.optionalKey(Schema.String)
})
export type SearchHistoryEntry = typeof SearchHistoryEntry.Type
