import type { FinanceSettings } from "./settings.ts"

/** A slider's bounds. */
export interface FinanceRange {
  readonly min: number
  readonly max: number
  readonly step: number
}

/**
 * Clamps a value into a range; a value that is not a number (an emptied field) takes the minimum.
 *
 * @example
 * import { clampToRange } from "@dealer/core/finance"
 *
 * clampToRange(300000, { min: 0, max: 250000 }) // => 250000
 */
export function clampToRange(value: number, range: Pick<FinanceRange, "min" | "max">): number {
  if (Number.isNaN(value)) return range.min
  return Math.min(range.max, Math.max(range.min, value))
}

type AmountSettings = Pick<
  FinanceSettings,
  | "loan_amount_min"
  | "loan_amount_max"
  | "loan_amount_step"
  | "loan_amount_max_follows_price"
  | "loan_amount_price_factor"
>

/**
 * Loan amount bounds (section 5): step 500, min 1,000 (or 5,000), max 100,000 (or 250,000); where the
 * maximum follows the price, a car costing more than the maximum raises it to 1.05 × its price.
 *
 * @example
 * import { loanAmountRange } from "@dealer/core/finance"
 * import { exampleTenant } from "@dealer/core/testing"
 *
 * const settings = exampleTenant().finance
 *
 * loanAmountRange(120000, { ...settings, loan_amount_max_follows_price: true }) // => { min: 1000, max: 126000, step: 500 }
 */
export function loanAmountRange(carPrice: number | null, settings: AmountSettings): FinanceRange {
  const price = carPrice ?? 0
  const raised = settings.loan_amount_max_follows_price && price > settings.loan_amount_max
  const max = raised ? settings.loan_amount_price_factor * price : settings.loan_amount_max
  return {
    min: settings.loan_amount_min,
    max,
    step: settings.loan_amount_step
  }
}

/**
 * Interest slider bounds in percent (0.5 to 15 unless the tenant sets a variant range).
 *
 * @example
 * import { interestRange } from "@dealer/core/finance"
 * import { exampleTenant } from "@dealer/core/testing"
 *
 * const settings = exampleTenant().finance
 *
 * interestRange(settings) // => { min: 0.5, max: 15, step: 0.5 }
 */
export function interestRange(
  settings: Pick<FinanceSettings, "interest_min" | "interest_max" | "interest_step">
): FinanceRange {
  return {
    min: settings.interest_min,
    max: settings.interest_max,
    step: settings.interest_step
  }
}

/**
 * Term bounds in years (1 to 7, or 1 to 5, step 0.5).
 *
 * @example
 * import { termRange } from "@dealer/core/finance"
 * import { exampleTenant } from "@dealer/core/testing"
 *
 * const settings = exampleTenant().finance
 *
 * termRange(settings) // => { min: 1, max: 7, step: 0.5 }
 */
export function termRange(
  settings: Pick<FinanceSettings, "term_years_min" | "term_years_max" | "term_years_step">
): FinanceRange {
  return {
    min: settings.term_years_min,
    max: settings.term_years_max,
    step: settings.term_years_step
  }
}

/**
 * Deposit or trade-in bounds (0 to 250,000).
 *
 * @example
 * import { depositRange } from "@dealer/core/finance"
 * import { exampleTenant } from "@dealer/core/testing"
 *
 * const settings = exampleTenant().finance
 *
 * depositRange(settings) // => { min: 0, max: 250000, step: 500 }
 */
export function depositRange(settings: Pick<FinanceSettings, "deposit_max" | "deposit_step">): FinanceRange {
  return { min: 0, max: settings.deposit_max, step: settings.deposit_step }
}

/**
 * Residual (balloon) bounds (0 to 250,000).
 *
 * @example
 * import { balloonRange } from "@dealer/core/finance"
 * import { exampleTenant } from "@dealer/core/testing"
 *
 * const settings = exampleTenant().finance
 *
 * balloonRange(settings) // => { min: 0, max: 250000, step: 500 }
 */
export function balloonRange(settings: Pick<FinanceSettings, "balloon_max" | "balloon_step">): FinanceRange {
  return { min: 0, max: settings.balloon_max, step: settings.balloon_step }
}
