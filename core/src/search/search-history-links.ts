import { sameSearch, type SearchHistoryRecord } from "../storage/search-history-list.ts"
import { filterLabels, type FilterLabelTexts } from "./filter-labels.ts"
import { stockQueryToSearchParams } from "./stock-query-url.ts"
import { emptyStockQuery, FILTER_FACETS, type StockQuery } from "./stock-query.ts"

/** A past search as a link that runs it again. */
export interface SearchHistoryLinkView {
  readonly href: string
  /** Its filters in words: "Make: Kia, Price: up to $30,000". */
  readonly label: string
}

/** A past search's filters in words are joined by this. */
const LABEL_JOIN = ", "
const FACETS: ReadonlySet<string> = /* @__PURE__ */ new Set(FILTER_FACETS)

/**
 * The history entry of a search (001 section 3, "the non-empty filters plus a path"): the path the
 * search's filters lead to and its parameters as the URL carries them (a facet as a list), without
 * the page or the sort, which are not filters; with its filters in words (`filterLabels`), so the
 * browser shows the list without reading searches or loading texts. `null` for a search without a
 * filter, which history does not keep.
 *
 * @example
 * import { emptyStockQuery, searchHistoryEntry } from "@dealer/core/search"
 * import { defaultTexts } from "@dealer/core/tenant"
 *
 * searchHistoryEntry("/search/new-used-and-demo-cars", { ...emptyStockQuery, filters: { make: ["Kia"] } }, { mergeNewAndDemo: false, texts: defaultTexts })
 * // => { path: "/search/new-used-and-demo-cars", filters: { make: ["Kia"] }, label: "Make: Kia" }
 */
export function searchHistoryEntry(
  path: string,
  query: StockQuery,
  context: { readonly mergeNewAndDemo: boolean; readonly texts: FilterLabelTexts }
): SearchHistoryRecord | null {
  const pairs = stockQueryToSearchParams({ ...query, sortBy: emptyStockQuery.sortBy, page: 1 })
  if (pairs.length === 0) return null
  const filters: Record<string, string | Array<string>> = {}
  for (const [name, value] of pairs) {
    const known = filters[name]
    filters[name] = FACETS.has(name) ? [...(Array.isArray(known) ? known : []), value] : value
  }
  const label = filterLabels(query, context)
    .map((filter) => filter.label)
    .join(LABEL_JOIN)
  return { path, filters, label }
}

/**
 * The link that runs a stored search again: its path with its filters as the query string.
 *
 * @example
 * import { searchHistoryHref } from "@dealer/core/search"
 *
 * searchHistoryHref({ path: "/search/new-used-and-demo-cars", filters: { make: ["Kia", "Mazda"] } })
 * // => "/search/new-used-and-demo-cars?make=Kia&make=Mazda"
 */
export function searchHistoryHref(entry: SearchHistoryRecord): string {
  const search = Object.entries(entry.filters)
    .flatMap(([name, value]) => (Array.isArray(value) ? value : [value]).map((item) => [name, String(item)] as const))
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
    .join("&")
  return search ? `${entry.path}?${search}` : entry.path
}

/**
 * The search history shown on the search page: newest first, each a link that runs it again and
 * reads as its filters in words; the search on screen, and entries without words (kept by another
 * version of the site), are left out.
 *
 * @example
 * import { searchHistoryLinks } from "@dealer/core/search"
 *
 * const history = [
 *   { path: "/search/new-used-and-demo-cars", filters: { make: ["Kia"] }, label: "Make: Kia" },
 *   { path: "/search/new-used-and-demo-cars", filters: { make: ["Mazda"] }, label: "Make: Mazda" }
 * ]
 * const current = history[1] ?? null
 *
 * searchHistoryLinks(history, current) // => [{ href: "/search/new-used-and-demo-cars?make=Kia", label: "Make: Kia" }]
 */
export function searchHistoryLinks(
  history: ReadonlyArray<SearchHistoryRecord>,
  current: SearchHistoryRecord | null
): ReadonlyArray<SearchHistoryLinkView> {
  return [...history]
    .reverse()
    .filter((entry) => current === null || !sameSearch(entry, current))
    .flatMap((entry) => (entry.label ? [{ href: searchHistoryHref(entry), label: entry.label }] : []))
}
