import { balloonRange, clampToRange, depositRange, interestRange } from "./calculator-bounds.ts"
import {
  financeMaxAmount,
  financeMaxRatePercent,
  financeMaxTermYears,
  type FinanceCalculatorInput
} from "./calculator-input.ts"
import { loanAmountValue } from "./loan-amount-field.ts"
import type { PaymentFrequency } from "./payment-frequency.ts"
import type { FinanceSettings } from "./settings.ts"
import { termSlider, termSliderPosition, termYearsAt } from "./term-slider.ts"
import { financeUpfrontFees } from "./upfront-fees.ts"

/** The calculator's inputs as the user left them: any number, including none (NaN) from an emptied field. */
export interface FinanceCalculatorValues {
  readonly amount: number
  readonly deposit: number
  readonly balloon: number
  readonly annualRatePercent: number
  readonly termYears: number
  readonly frequency: PaymentFrequency
}

/**
 * Brings user values inside the calculator's bounds (section 5): the amount is only floored at 0;
 * term, interest, deposit and residual are clamped to their sliders' min and max (the interest only
 * to 0–100 for dealers using lender rates, whose rate is the lender's); a hidden residual is 0; a
 * monthly-only dealer repays monthly. The result always satisfies `FinanceCalculatorInput`.
 *
 * @example
 * import { clampFinanceCalculatorInput, financeCalculatorDefaults } from "@dealer/core/finance"
 * import { exampleTenant } from "@dealer/core/testing"
 *
 * const settings = exampleTenant().finance
 * const values = financeCalculatorDefaults({ carPrice: 45990, lenderRate: null }, settings)
 *
 * clampFinanceCalculatorInput({ ...values, deposit: 900000 }, settings).deposit // => 250000
 */
export function clampFinanceCalculatorInput(
  values: FinanceCalculatorValues,
  settings: FinanceSettings
): FinanceCalculatorInput {
  const rateBounds = settings.uses_lender_rates ? { min: 0, max: financeMaxRatePercent } : interestRange(settings)
  const slider = termSlider(settings)
  const termYears = termYearsAt(termSliderPosition(values.termYears, slider), slider)
  return {
    amount: loanAmountValue(values.amount),
    deposit: Math.min(clampToRange(values.deposit, depositRange(settings)), financeMaxAmount),
    balloon: settings.show_balloon
      ? Math.min(clampToRange(values.balloon, balloonRange(settings)), financeMaxAmount)
      : 0,
    establishmentFee: Math.min(financeUpfrontFees(settings), financeMaxAmount),
    annualRatePercent: clampToRange(values.annualRatePercent, rateBounds),
    termYears: Math.min(termYears, financeMaxTermYears),
    frequency: settings.monthly_only ? "monthly" : values.frequency
  }
}
