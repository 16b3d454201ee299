import { Result } from "effect"
import { sameSearch, type SearchHistoryRecord } from "../storage/search-history-list.ts"
import { filterLabels, type FilterLabelTexts } from "./filter-labels.ts"
import { stockQueryFromSearchParams, stockQueryToSearchParams, type SearchParamsLike } from "./stock-query-url.ts"
import { emptyStockQuery, FILTER_FACETS, type StockQuery } from "./stock-query.ts"

/** A past search as a link that runs it again. */
export interface SearchHistoryLinkView {
  readonly href: string
  /** Its filters in words: "Make: Kia, Price: up to $30,000". */
  readonly label: string
}

/** Past searches are written with their filters in words, joined by this. */
const LABEL_JOIN = ", "

/**
 * The history entry of a search (001 section 3, "the non-empty filters plus a path"): the path the
 * search's filters lead to and its parameters as the URL carries them (a repeated facet as a list),
 * without the page or the sort, which are not filters. `null` for a search without a filter, which
 * history does not keep.
 *
 * @example
 * searchHistoryEntry("/search/new-used-and-demo-cars", { ...emptyStockQuery, filters: { make: ["Kia"] } })
 * // { path: "/search/new-used-and-demo-cars", filters: { make: ["Kia"] } }
 */
export function searchHistoryEntry(path: string, query: StockQuery): SearchHistoryRecord | null {
  const pairs = stockQueryToSearchParams({ ...query, sortBy: emptyStockQuery.sortBy, page: 1 })
  if (pairs.length === 0) return null
  const filters: Record<string, string | Array<string>> = {}
  for (const [name, value] of pairs) {
    const known = filters[name]
    // A facet is a list even with one value, as the URL state reads it back.
    if (FACETS.has(name)) filters[name] = [...(Array.isArray(known) ? known : []), value]
    else filters[name] = value
  }
  return { path, filters }
}

const FACETS: ReadonlySet<string> = new Set(FILTER_FACETS)

function paramsOf(entry: SearchHistoryRecord): SearchParamsLike & { readonly pairs: ReadonlyArray<[string, string]> } {
  const pairs: Array<[string, string]> = Object.entries(entry.filters).flatMap(([name, value]) =>
    (Array.isArray(value) ? value : [value]).map((item): [string, string] => [name, String(item)])
  )
  return {
    pairs,
    get: (name) => pairs.find(([key]) => key === name)?.[1] ?? null,
    getAll: (name) => pairs.filter(([key]) => key === name).map(([, value]) => value)
  }
}

/**
 * The link that runs a stored search again: its path with its filters as the query string.
 *
 * @example
 * searchHistoryHref({ path: "/search/new-used-and-demo-cars", filters: { make: ["Kia", "Mazda"] } })
 * // "/search/new-used-and-demo-cars?make=Kia&make=Mazda"
 */
export function searchHistoryHref(entry: SearchHistoryRecord): string {
  const search = paramsOf(entry)
    .pairs.map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
    .join("&")
  return search ? `${entry.path}?${search}` : entry.path
}

/**
 * The search history shown on the search page: newest first, each a link that runs it again and
 * reads as its filters in words; the search on screen and entries that no longer read as a search
 * (an old or hand-edited entry) are left out.
 *
 * @example
 * searchHistoryLinks(history, current, { mergeNewAndDemo: false, texts })[0] // { href: "/search/...?make=Kia", label: "Make: Kia" }
 */
export function searchHistoryLinks(
  history: ReadonlyArray<SearchHistoryRecord>,
  current: SearchHistoryRecord | null,
  context: { readonly mergeNewAndDemo: boolean; readonly texts: FilterLabelTexts }
): ReadonlyArray<SearchHistoryLinkView> {
  return [...history]
    .reverse()
    .filter((entry) => current === null || !sameSearch(entry, current))
    .flatMap((entry) => {
      const query = stockQueryFromSearchParams(paramsOf(entry))
      if (Result.isFailure(query)) return []
      const labels = filterLabels(query.success, context).map((filter) => filter.label)
      return labels.length === 0 ? [] : [{ href: searchHistoryHref(entry), label: labels.join(LABEL_JOIN) }]
    })
}
