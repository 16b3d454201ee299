import { formatMoney } from "../pricing/money.ts"
import { fillText, type Texts } from "../tenant/texts.ts"
import type { FinanceRange } from "./calculator-bounds.ts"
import { financeMaxAmount } from "./calculator-input.ts"

/** The loan amount field as typed and as understood: its text and its amount. */
export interface LoanAmountField {
  readonly value: number
  /** `Cannot be less than {min} or more than {max}`, or null inside the bounds. */
  readonly error: string | null
}

/**
 * The loan amount the calculator uses: what was typed, except that 0 or less (or no number at all)
 * becomes 0; not clamped to the slider.
 *
 * @example
 * import { loanAmountValue } from "@dealer/core/finance"
 *
 * loanAmountValue(-5) // => 0
 */
export function loanAmountValue(amount: number): number {
  return Number.isNaN(amount) || amount <= 0 ? 0 : Math.min(amount, financeMaxAmount)
}

/**
 * The loan amount as typed (section 5): unlike the other inputs it is not clamped; an amount of 0
 * or less (or no number at all) becomes 0, and an amount at or beyond either bound carries the
 * message `Cannot be less than {min} or more than {max}` with both bounds as money.
 *
 * @example
 * import { loanAmountField } from "@dealer/core/finance"
 * import { defaultTexts } from "@dealer/core/tenant"
 *
 * loanAmountField(500, { min: 1000, max: 100000, step: 500 }, defaultTexts)
 * // => { value: 500, error: "Cannot be less than $1,000 or more than $100,000" }
 */
export function loanAmountField(
  amount: number,
  range: FinanceRange,
  texts: Pick<Texts, "financeAmountOutOfBounds">
): LoanAmountField {
  const value = loanAmountValue(amount)
  const outside = value <= range.min || value >= range.max
  const error = outside
    ? fillText(texts.financeAmountOutOfBounds, {
        min: formatMoney(range.min),
        max: formatMoney(range.max)
      })
    : null
  return { value, error }
}
