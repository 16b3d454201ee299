import type { FinanceCalculatorInput } from "./calculator-input.ts"
import { financeMaxAmount } from "./calculator-input.ts"
import type { FinanceSettings } from "./settings.ts"
import { termSlider, termSliderPosition, termYearsAt } from "./term-slider.ts"
import { financeUpfrontFees } from "./upfront-fees.ts"

/** Prices of 10 or less are placeholders in dealer systems (as for the price display), never a loan amount. */
const PLACEHOLDER_PRICE_LIMIT = 10

/** What the calculator's starting values come from: the car's price and the lender's rate, when known. */
export interface CalculatorDefaultsSource {
  /** The car's price, when the calculator is on a vehicle page. */
  readonly carPrice: number | null
  /** The interest rate of the car's lender record, for dealers using lender rates. */
  readonly lenderRate: number | null
}

/**
 * The calculator's starting values (section 9): the car price, else the tenant's default amount
 * (30,000 unless set); the default term (5 years, or the closest custom increment); the lender's
 * rate for dealers using lender rates, else the tenant's default rate; no deposit or balloon; the
 * tenant's up-front fees; monthly for monthly-only dealers.
 *
 * @example
 * import { financeCalculatorDefaults } from "@dealer/core/finance"
 * import { exampleTenant } from "@dealer/core/testing"
 *
 * const settings = exampleTenant().finance
 *
 * financeCalculatorDefaults({ carPrice: 45990, lenderRate: null }, settings)
 * // => { amount: 45990, deposit: 0, balloon: 0, establishmentFee: 0, annualRatePercent: 10, termYears: 5, frequency: "weekly" }
 */
export function financeCalculatorDefaults(
  source: CalculatorDefaultsSource,
  settings: FinanceSettings
): FinanceCalculatorInput {
  const price = source.carPrice ?? 0
  const amount = price > PLACEHOLDER_PRICE_LIMIT ? Math.min(price, financeMaxAmount) : settings.default_loan_amount
  const slider = termSlider(settings)
  const lenderRate = settings.uses_lender_rates ? source.lenderRate : null
  return {
    amount,
    deposit: 0,
    balloon: 0,
    establishmentFee: financeUpfrontFees(settings),
    annualRatePercent: lenderRate ?? settings.default_interest_rate,
    termYears: termYearsAt(termSliderPosition(settings.default_term_years, slider), slider),
    frequency: settings.monthly_only ? "monthly" : settings.default_frequency
  }
}
