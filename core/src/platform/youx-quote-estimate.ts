import { annuityRepayment } from "../finance/annuity.ts"
import { financeComparisonExample, financeComparisonRate } from "../finance/comparison-rate.ts"
import type { FinanceSettings } from "../finance/settings.ts"
import { financeUpfrontFees } from "../finance/upfront-fees.ts"
import { youxQuoteTerms, type YouxQuote, type YouxQuoteRequest } from "../finance/youx-quote.ts"

/** The tenant's finance figures a locally computed quote uses. */
export type YouxEstimateSettings = Pick<
  FinanceSettings,
  | "default_interest_rate"
  | "establishment_fee"
  | "security_registration_fee"
  | "dealer_agency_fee"
  | "monthly_account_fee"
>

const cents = (amount: number) => Math.round(amount * 100) / 100

/**
 * A finance quote computed from the quote's own assumptions (finance-forms document section 9):
 * 10% deposit, 30% final payment, the request's term in months (60, the 5-year term), monthly
 * repayments of an annuity at the tenant's default rate on the price less the deposit plus the
 * up-front fees, and weekly = monthly ÷ 4.33. The comparison rate is the standard example's
 * ($30,000 over 5 years, section 9) with the tenant's fees. `null` when nothing is financed.
 *
 * @example
 * import { estimatedYouxQuote } from "@dealer/core/platform"
 *
 * const request = { selfAssessedCreditScore: "GREAT", purchasePrice: 45990, loanTerm: 60, year: 2022, vin: null, nvic: null, whoIsHelping: "Acme Motors" } as const
 * const fees = { establishment_fee: 0, security_registration_fee: 0, dealer_agency_fee: 0, monthly_account_fee: 0 }
 *
 * estimatedYouxQuote(request, { ...fees, default_interest_rate: 10 })
 * // => { weeklyRepaymentAmount: 161.96, advertisedRate: 10, comparisonRate: 10 }
 */
export function estimatedYouxQuote(request: YouxQuoteRequest, settings: YouxEstimateSettings): YouxQuote | null {
  const price = request.purchasePrice
  if (!(price > 0) || !(request.loanTerm > 0)) return null
  const rate = settings.default_interest_rate
  const monthly = annuityRepayment({
    principal: price * (1 - youxQuoteTerms.depositShare) + financeUpfrontFees(settings),
    ratePerPeriod: rate / 100 / 12,
    periods: request.loanTerm,
    balloon: price * youxQuoteTerms.finalPaymentShare
  })
  const weekly = cents(monthly / youxQuoteTerms.weeksPerMonth)
  if (!Number.isFinite(weekly) || weekly <= 0) return null
  const comparison = financeComparisonRate({
    ...financeComparisonExample,
    annualRatePercent: rate,
    creditFees: settings.establishment_fee + settings.dealer_agency_fee,
    governmentFees: settings.security_registration_fee,
    monthlyFee: settings.monthly_account_fee,
    balloon: 0
  })
  return {
    weeklyRepaymentAmount: weekly,
    advertisedRate: rate,
    comparisonRate: comparison.kind === "rate" ? cents(comparison.comparisonRatePercent) : null
  }
}
