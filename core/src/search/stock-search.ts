import type { Tenant } from "../tenant/resolve-tenant.ts"
import type { StockQuery } from "./stock-query.ts"
import type { StockResult } from "./stock-result.ts"

/** Whose stock is searched, and when (visibility depends on the date). */
export interface SearchScope {
  readonly tenant: Tenant
  readonly now: Date
}

/**
 * The port behind every stock listing. Implemented by `@dealer/search`.
 * Implementations apply the tenant's visibility rule, so a tenant never sees another's cars.
 */
export interface StockSearch {
  readonly search: (scope: SearchScope, query: StockQuery) => Promise<StockResult>
}
