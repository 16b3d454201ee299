import type { YouxQuote, YouxQuoteRequest } from "../finance/youx-quote.ts"

/**
 * The source of finance quotes behind `POST /api/youx/quote` (finance-forms document section 7).
 * The embedded default computes them locally (`estimatedYouxQuote`); a lender's quoting service
 * can stand behind the same port. `null` when no quote can be given.
 *
 * @example
 * import { estimatedYouxQuote, type FinanceQuotes } from "@dealer/core/platform"
 *
 * const quotes: FinanceQuotes = {
 *   quote: async (_tenantSlug, request) =>
 *     estimatedYouxQuote(request, { default_interest_rate: 10, establishment_fee: 0, security_registration_fee: 0, dealer_agency_fee: 0, monthly_account_fee: 0 })
 * }
 * const request = { selfAssessedCreditScore: "GREAT", purchasePrice: 45990, loanTerm: 60, year: 2022, vin: null, nvic: null, whoIsHelping: "Acme Motors" } as const
 * ;(await quotes.quote("acme", request))?.advertisedRate // => 10
 */
export interface FinanceQuotes {
  readonly quote: (tenantSlug: string, request: YouxQuoteRequest) => Promise<YouxQuote | null>
}
