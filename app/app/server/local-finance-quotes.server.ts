import type { Tenant } from "@dealer/core"
import { estimatedYouxQuote, type FinanceQuotes } from "@dealer/core/platform"

/**
 * The embedded `FinanceQuotes`: each quote computed with core's finance rules from the tenant's
 * default rate and fees, with the quote's fixed assumptions (5 years, 10% deposit, 30% final
 * payment). `null` for an unknown tenant.
 *
 * @example
 * const quotes = createLocalFinanceQuotes((slug) => tenants.get(slug))
 */
export function createLocalFinanceQuotes(tenantOf: (slug: string) => Tenant | undefined): FinanceQuotes {
  return {
    quote: async (tenantSlug, request) => {
      const tenant = tenantOf(tenantSlug)
      return tenant ? estimatedYouxQuote(request, tenant.finance) : null
    }
  }
}
