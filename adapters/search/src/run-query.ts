import {
  pageCount,
  RESULT_FACETS,
  type SearchScope,
  type StockQuery,
  type StockResult,
  type StockSearchOptions
} from "@dealer/core/search"
import { facetResults, matchSets } from "./facet-results.ts"
import { pageSlots } from "./page-slots.ts"
import { queryFilters } from "./query-filters.ts"
import type { TenantIndex } from "./tenant-index.ts"

/**
 * Runs a checked query over one tenant's index: filters as bitsets, exact disjunctive facet
 * counts by popcount or one shared pass over the matching slots, one page read from a precomputed order.
 */
export function runQuery(
  index: TenantIndex,
  scope: SearchScope,
  query: StockQuery,
  options: StockSearchOptions,
  started: number
): StockResult {
  const { merge_new_and_demo: mergeNewAndDemo } = scope.tenant.search
  const filters = queryFilters(index, scope, query, mergeNewAndDemo)
  const sets = matchSets(filters, index.scratch)
  const wanted = new Set(options.facets ?? RESULT_FACETS)
  const { facets, facetStats } = facetResults(index, filters, sets, wanted, {
    query,
    mergeNewAndDemo,
    texts: scope.tenant.texts
  })
  const total = sets.all.count
  const slots = pageSlots(index, query.sortBy, sets.all.bits, total, query.page, filters.scores, filters.exact)
  return {
    hits: slots.map((slot) => index.cars[slot]!),
    total,
    page: query.page,
    pages: pageCount(total),
    facets,
    facetStats,
    ms: performance.now() - started,
    error: null
  }
}
