import { annuityRepayment } from "./annuity.ts"
import type { FinanceCalculatorInput } from "./calculator-input.ts"
import { periodsPerYear, repaymentCount } from "./payment-frequency.ts"

/**
 * A repayment at or below this many dollars is no quote: the calculator shows `Enquire for Finance`.
 *
 * @example
 * import { financeMinimumQuotedRepayment } from "@dealer/core/finance"
 *
 * const repayment = 89
 * repayment > financeMinimumQuotedRepayment // => true
 */
export const financeMinimumQuotedRepayment = 25

/** A repayment per period, or why the loan's figures give none. */
export type RepaymentResult =
  | {
      readonly kind: "quote"
      /** The repayment shown: rounded up to the whole dollar where the dealer rounds up. */
      readonly repayment: number
      /** The repayment before any rounding. */
      readonly exactRepayment: number
      /** Repayments times the repayment shown, plus the balloon. */
      readonly totalPayable: number
      readonly principal: number
      readonly periods: number
    }
  | {
      readonly kind: "enquire"
      readonly exactRepayment: number
      readonly principal: number
      readonly periods: number
    }

/** How a repayment is shown: rounded up to the next whole dollar, or not. */
export interface RepaymentOptions {
  /** Dealers "rounding up" show the repayment rounded up to the next whole dollar. */
  readonly roundUp: boolean
}

/**
 * Rounds up to the next whole dollar, after settling the amount to the cent so that floating-point
 * dust (123.0000000001) does not add a dollar.
 *
 * @example
 * import { roundUpToDollar } from "@dealer/core/finance"
 *
 * roundUpToDollar(584.04) // => 585
 */
export function roundUpToDollar(amount: number): number {
  return Math.ceil(Math.round(amount * 100) / 100)
}

/**
 * The finance calculator's repayment (sections 5 and 9): an annuity on the amount less the deposit
 * or trade-in plus the establishment fee, leaving the balloon to pay at the end; straight division
 * at a zero rate. A repayment at or below $25 (including nothing to finance) is no quote.
 *
 * @example
 * import { financeRepayment } from "@dealer/core/finance"
 *
 * financeRepayment(
 *   { amount: 30000, deposit: 0, establishmentFee: 0, balloon: 0, annualRatePercent: 6.29, termYears: 5, frequency: "monthly" },
 *   { roundUp: false }
 * ) // { kind: "quote", repayment: 584.038…, totalPayable: 35042.28…, principal: 30000, periods: 60, … }
 */
export function financeRepayment(input: FinanceCalculatorInput, options: RepaymentOptions): RepaymentResult {
  const principal = input.amount - input.deposit + input.establishmentFee
  const periods = repaymentCount(input.termYears, input.frequency)
  const ratePerPeriod = input.annualRatePercent / 100 / periodsPerYear(input.frequency)
  const exactRepayment = annuityRepayment({
    principal,
    ratePerPeriod,
    periods,
    balloon: input.balloon
  })
  const repayment = options.roundUp ? roundUpToDollar(exactRepayment) : exactRepayment
  if (!(repayment > financeMinimumQuotedRepayment)) return { kind: "enquire", exactRepayment, principal, periods }
  const totalPayable = repayment * periods + input.balloon
  return {
    kind: "quote",
    repayment,
    exactRepayment,
    totalPayable,
    principal,
    periods
  }
}
