import { formatMoney } from "../pricing/money.ts"
import { fillText, type Texts } from "../tenant/texts.ts"
import { financeDisclaimerView, type DisclaimerView } from "./disclaimer-view.ts"
import { formatFinanceRate } from "./finance-rate-format.ts"
import type { FinanceLenderRecord } from "./lender-record.ts"
import type { LenderSummaryRule } from "./lender-summary-rule.ts"

/** The texts a lender's summary shows. */
export type LenderSummaryTexts = Pick<
  Texts,
  | "perWeek"
  | "financePerMonth"
  | "financeInterestRate"
  | "financeComparisonRate"
  | "financeTerm"
  | "financeTermYears"
  | "financeDeposit"
  | "financeBalloon"
  | "financeShowMore"
  | "financeShowLess"
>

/** One line of a lender's summary: a label and its value. */
export interface LenderSummaryItem {
  readonly label: string
  readonly text: string
}

/** A lender's summary as shown: the repayment and its lines. */
export interface LenderSummaryView {
  /** The weekly payment, or the monthly one for lenders whose rule asks for it. */
  readonly payment: {
    readonly amount: number
    readonly text: string
    readonly suffix: string
  } | null
  /** Interest rate, comparison rate, term, deposit and balloon, in that order, where the record has them. */
  readonly items: ReadonlyArray<LenderSummaryItem>
  readonly disclaimer: DisclaimerView | null
}

const has = (value: number | null | undefined): value is number => value !== null && value !== undefined

function termYears(record: FinanceLenderRecord): number | null {
  if (has(record.termYears)) return record.termYears
  if (has(record.termMonths)) return record.termMonths / 12
  return null
}

/**
 * A lender's finance summary strip (section 2): payment, interest rate, comparison rate, term,
 * deposit and balloon from the car's lender record, and the disclaimer cut at 197 characters with
 * Show More / Show Less.
 *
 * @example
 * import { lenderSummaryView, otherLenderSummaryRule } from "@dealer/core/finance"
 * import { defaultTexts } from "@dealer/core/tenant"
 *
 * const view = lenderSummaryView({ paymentWeek: 89, interestRate: 6.29, comparisonRate: 8.19, termYears: 5 }, otherLenderSummaryRule, defaultTexts, false)
 * view.payment // => { amount: 89, text: "$89", suffix: "/week" }
 * view.items[0] // => { label: "Interest Rate", text: "6.29%" }
 */
export function lenderSummaryView(
  record: FinanceLenderRecord,
  rule: LenderSummaryRule,
  texts: LenderSummaryTexts,
  disclaimerExpanded: boolean
): LenderSummaryView {
  const monthly = rule.requiresMonthlyPayment === true
  const amount = monthly ? record.paymentMonth : record.paymentWeek
  const suffix = monthly ? texts.financePerMonth : texts.perWeek
  const years = termYears(record)
  const items: Array<LenderSummaryItem | null> = [
    has(record.interestRate)
      ? {
          label: texts.financeInterestRate,
          text: formatFinanceRate(record.interestRate)
        }
      : null,
    has(record.comparisonRate)
      ? {
          label: texts.financeComparisonRate,
          text: formatFinanceRate(record.comparisonRate)
        }
      : null,
    years === null
      ? null
      : {
          label: texts.financeTerm,
          text: fillText(texts.financeTermYears, { years: String(years) })
        },
    has(record.deposit) ? { label: texts.financeDeposit, text: formatMoney(record.deposit) } : null,
    has(record.balloon) ? { label: texts.financeBalloon, text: formatMoney(record.balloon) } : null
  ]
  const disclaimer = record.disclaimer?.trim()
    ? financeDisclaimerView(record.disclaimer, { collapsible: true, expanded: disclaimerExpanded }, texts)
    : null
  return {
    payment: has(amount) ? { amount, text: formatMoney(amount), suffix } : null,
    items: items.filter((item): item is LenderSummaryItem => item !== null),
    disclaimer
  }
}
