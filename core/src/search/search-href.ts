import { stockQueryToSearchParams } from "./stock-query-url.ts"
import type { StockQuery } from "./stock-query.ts"

/**
 * Builds a URL for a search on `path`.
 *
 * @example
 * import { emptyStockQuery, searchHref } from "@dealer/core/search"
 *
 * searchHref("/search/new-used-and-demo-cars", { ...emptyStockQuery, page: 2 }) // => "/search/new-used-and-demo-cars?page=2"
 */
export function searchHref(path: string, query: StockQuery): string {
  const search = stockQueryToSearchParams(query)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
    .join("&")
  return search ? `${path}?${search}` : path
}
