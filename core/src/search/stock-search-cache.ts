import { stockQueryToSearchParams } from "./stock-query-url.ts"
import type { StockQuery } from "./stock-query.ts"
import type { StockResult } from "./stock-result.ts"

/** Results kept per query in the browser (000 section 7). */
export const SEARCH_CACHE_SIZE = 10

/** One remembered answer; the list is oldest first. */
export type SearchCacheEntry = readonly [key: string, result: StockResult]

/**
 * The cache key of a query: its URL state, so two queries that show the same page share a key.
 *
 * @example
 * import { emptyStockQuery, stockQueryKey } from "@dealer/core/search"
 *
 * stockQueryKey(emptyStockQuery) // => ""
 */
export function stockQueryKey(query: StockQuery): string {
  return stockQueryToSearchParams(query)
    .map(([name, value]) => `${name}=${value}`)
    .join("&")
}

/**
 * A remembered answer for this query, if any.
 *
 * @example
 * import { cachedResult, emptyStockQuery, emptyStockResult, rememberResult } from "@dealer/core/search"
 *
 * const query = emptyStockQuery
 * const result = emptyStockResult(1)
 * cachedResult(rememberResult([], query, result), query) === result // => true
 */
export function cachedResult(cache: ReadonlyArray<SearchCacheEntry>, query: StockQuery): StockResult | null {
  const key = stockQueryKey(query)
  return cache.find(([entryKey]) => entryKey === key)?.[1] ?? null
}

/**
 * Remembers an answer, replacing an older one for the same query and evicting the oldest beyond
 * the limit.
 *
 * @example
 * import { emptyStockQuery, emptyStockResult, rememberResult } from "@dealer/core/search"
 *
 * rememberResult([], emptyStockQuery, emptyStockResult(1)).length // => 1
 */
export function rememberResult(
  cache: ReadonlyArray<SearchCacheEntry>,
  query: StockQuery,
  result: StockResult,
  limit: number = SEARCH_CACHE_SIZE
): ReadonlyArray<SearchCacheEntry> {
  const key = stockQueryKey(query)
  return [...cache.filter(([entryKey]) => entryKey !== key), [key, result] as const].slice(-limit)
}
