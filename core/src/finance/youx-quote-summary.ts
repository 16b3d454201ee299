import { youxQuoteTerms, type StoredYouxQuote } from "./youx-quote.ts"

/** A Youx quote as the car page shows it: weekly and monthly repayments, deposit and balloon. */
export interface YouxQuoteSummary {
  readonly weeklyRepayment: number
  /** Weekly × 4.33. */
  readonly monthlyRepayment: number
  /** 10% of the price. */
  readonly deposit: number
  /** 30% of the price, due at the end. */
  readonly finalPayment: number
  readonly termYears: number
  readonly advertisedRate: number | null
  readonly comparisonRate: number | null
}

/**
 * The figures shown with a car's finance quote (section 9): the weekly repayment, the monthly one
 * as weekly × 4.33, the 10% deposit and 30% final payment the quote assumes, and its 5-year term;
 * null for a stored quote without a weekly amount.
 *
 * @example
 * import { youxQuoteSummary } from "@dealer/core/finance"
 *
 * youxQuoteSummary({ weeklyRepaymentAmount: 100, advertisedRate: 6.29, comparisonRate: 8.19 }, 40000)
 * // => { weeklyRepayment: 100, monthlyRepayment: 433, deposit: 4000, finalPayment: 12000, termYears: 5, advertisedRate: 6.29, comparisonRate: 8.19 }
 */
export function youxQuoteSummary(quote: StoredYouxQuote, price: number): YouxQuoteSummary | null {
  const weekly = quote.weeklyRepaymentAmount
  if (weekly === null || weekly === undefined) return null
  return {
    weeklyRepayment: weekly,
    monthlyRepayment: weekly * youxQuoteTerms.weeksPerMonth,
    deposit: price * youxQuoteTerms.depositShare,
    finalPayment: price * youxQuoteTerms.finalPaymentShare,
    termYears: youxQuoteTerms.termYears,
    advertisedRate: quote.advertisedRate ?? null,
    comparisonRate: quote.comparisonRate ?? null
  }
}
