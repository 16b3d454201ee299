import { formatMoney } from "../pricing/money.ts"
import { fillText, type Texts } from "../tenant/texts.ts"
import { formatFinanceRate } from "./finance-rate-format.ts"
import type { LenderSummaryView } from "./lender-summary-view.ts"
import { youxQuoteSummary } from "./youx-quote-summary.ts"
import type { StoredYouxQuote } from "./youx-quote.ts"

/** What a finance summary strip shows: the payment and its figures, from a quote or a lender record. */
export type FinanceStripSummary = Pick<LenderSummaryView, "payment" | "items">

/** The texts the Youx quote strip shows. */
export type YouxQuoteStripTexts = Pick<
  Texts,
  | "perWeek"
  | "financeInterestRate"
  | "financeComparisonRate"
  | "financeTerm"
  | "financeTermYears"
  | "financeDeposit"
  | "financeBalloon"
>

/**
 * A car's finance quote as a summary strip (sections 2 and 9): the weekly repayment, then the
 * advertised and comparison rates where the quote has them, the 5-year term, the 10% deposit and the
 * 30% final payment (the balloon); null when the car has no quote with a weekly amount.
 *
 * @example
 * import { youxQuoteStripView } from "@dealer/core/finance"
 * import { defaultTexts } from "@dealer/core/tenant"
 *
 * youxQuoteStripView({ weeklyRepaymentAmount: 112.5, advertisedRate: 6.29, comparisonRate: 8.19 }, 40000, defaultTexts)
 * // { payment: { amount: 112.5, text: "$113", suffix: "/week" }, items: [{ label: "Interest Rate", text: "6.29%" }, …] }
 */
export function youxQuoteStripView(
  quote: StoredYouxQuote | null,
  price: number,
  texts: YouxQuoteStripTexts
): FinanceStripSummary | null {
  const summary = quote ? youxQuoteSummary(quote, price) : null
  if (!summary) return null
  const rates = [
    summary.advertisedRate === null
      ? null
      : { label: texts.financeInterestRate, text: formatFinanceRate(summary.advertisedRate) },
    summary.comparisonRate === null
      ? null
      : { label: texts.financeComparisonRate, text: formatFinanceRate(summary.comparisonRate) }
  ].filter((item) => item !== null)
  return {
    payment: { amount: summary.weeklyRepayment, text: formatMoney(summary.weeklyRepayment), suffix: texts.perWeek },
    items: [
      ...rates,
      { label: texts.financeTerm, text: fillText(texts.financeTermYears, { years: String(summary.termYears) }) },
      { label: texts.financeDeposit, text: formatMoney(summary.deposit) },
      { label: texts.financeBalloon, text: formatMoney(summary.finalPayment) }
    ]
  }
}

/**
 * The strip a quote for this price would fill, with stand-in figures (rates with both decimals, a
 * weekly amount of the likely width): drawn unseen while the quote is asked for, so the strip
 * takes its place without moving what is below it.
 */
export function youxQuoteStripPlaceholder(price: number, texts: YouxQuoteStripTexts): FinanceStripSummary {
  const standIn = { weeklyRepaymentAmount: Math.max(price / 250, 1), advertisedRate: 8.88, comparisonRate: 8.88 }
  return youxQuoteStripView(standIn, price, texts) as FinanceStripSummary
}
