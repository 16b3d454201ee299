import type { YouxQuote, YouxQuoteRequest } from "../finance/youx-quote.ts"

/**
 * The source of finance quotes behind `POST /api/youx/quote` (finance-forms document section 7).
 * The embedded default computes them locally (`estimatedYouxQuote`); a lender's quoting service
 * can stand behind the same port. `null` when no quote can be given.
 *
 * @example
 * const quote = await quotes.quote("acme", request) // => { weeklyRepaymentAmount: 161.96, advertisedRate: 10, comparisonRate: 10 }
 */
export interface FinanceQuotes {
  readonly quote: (tenantSlug: string, request: YouxQuoteRequest) => Promise<YouxQuote | null>
}
