import type { Tenant } from "../tenant/resolve-tenant.ts"
import type { StockQuery } from "./stock-query.ts"
import type { FacetName, StockResult } from "./stock-result.ts"

/** Whose stock is searched, and when (visibility depends on the date). */
export interface SearchScope {
  readonly tenant: Tenant
  readonly now: Date
}

/** What to compute beside the hits. */
export interface StockSearchOptions {
  /** The facets to count (default: all of them); the others come back empty. */
  readonly facets?: ReadonlyArray<FacetName>
}

/**
 * The port behind every stock listing. Implemented by `@dealer/search`.
 * Implementations apply the tenant's visibility rule, so a tenant never sees another's cars or
 * hidden ones. A query that cannot be run answers an empty result whose `error` says why; the
 * promise rejects only when the stock itself cannot be read.
 *
 * @example
 * import { emptyStockQuery, type StockSearch } from "@dealer/core/search"
 * import { exampleTenant } from "@dealer/core/testing"
 *
 * // The number of the tenant's Kias on sale today.
 * async function kiaCount(search: StockSearch) {
 *   const tenant = exampleTenant()
 *   const now = new Date("2026-03-02T10:00:00+10:00")
 *   const result = await search.search({ tenant, now }, { ...emptyStockQuery, filters: { make: ["Kia"] } })
 *   return result.total
 * }
 */
export interface StockSearch {
  readonly search: (scope: SearchScope, query: StockQuery, options?: StockSearchOptions) => Promise<StockResult>
}
