import fc from "fast-check"
import { financeMaxAmount, financeMaxRatePercent, financeMaxTermYears } from "../finance/calculator-input.ts"
import type { FinanceCalculatorInput } from "../finance/calculator-input.ts"
import type { FinanceCalculatorValues } from "../finance/calculator-clamp.ts"
import type { ComparisonRateInput } from "../finance/comparison-rate.ts"
import type { PaymentFrequency } from "../finance/payment-frequency.ts"
import { FinanceSettings, financeInterestRangeVariants } from "../finance/settings.ts"
import { decodeOrThrow } from "../shared/decode.ts"

const sliderMoney = (max: number) => fc.integer({ min: 0, max: max / 500 }).map((steps) => steps * 500)
const anyMoney = /* @__PURE__ */ fc.double({ min: 0, max: financeMaxAmount, noNaN: true })

/**
 * Loan amounts: slider values (multiples of 500 up to 250,000), the spec's bounds, and any amount up
 * to the engine's maximum (a trillion dollars), including 0.
 *
 * @example
 * import fc from "fast-check"
 * import { financeAmountArbitrary } from "@dealer/core/testing"
 *
 * fc.assert(fc.property(financeAmountArbitrary, (amount) => amount >= 0))
 */
export const financeAmountArbitrary: fc.Arbitrary<number> = /* @__PURE__ */ fc.oneof(
  /* @__PURE__ */ sliderMoney(250_000),
  /* @__PURE__ */ fc.constantFrom(0, 1, 1000, 5000, 30_000, 100_000, 250_000, financeMaxAmount),
  anyMoney
)

/**
 * Deposits or trade-ins: mostly none, else slider values or any amount.
 *
 * @example
 * import fc from "fast-check"
 * import { financeDepositArbitrary } from "@dealer/core/testing"
 *
 * fc.sample(financeDepositArbitrary, 3) // e.g. [0, 12500, 0.0003]
 */
export const financeDepositArbitrary: fc.Arbitrary<number> = /* @__PURE__ */ fc.oneof(
  { arbitrary: /* @__PURE__ */ fc.constant(0), weight: 2 },
  { arbitrary: /* @__PURE__ */ sliderMoney(250_000), weight: 2 },
  { arbitrary: anyMoney, weight: 1 }
)

/**
 * Balloons (residuals): mostly none, else slider values or any amount.
 *
 * @example
 * import fc from "fast-check"
 * import { financeBalloonArbitrary } from "@dealer/core/testing"
 *
 * fc.sample(financeBalloonArbitrary, 3)
 */
export const financeBalloonArbitrary: fc.Arbitrary<number> = financeDepositArbitrary

/**
 * Up-front fees: the spec's (establishment 1,300 and 1,360.5; $395, $6, $912.25) or any fee to $10,000.
 *
 * @example
 * import fc from "fast-check"
 * import { financeFeeArbitrary } from "@dealer/core/testing"
 *
 * fc.sample(financeFeeArbitrary, 3) // e.g. [1300, 0, 47.2]
 */
export const financeFeeArbitrary: fc.Arbitrary<number> = /* @__PURE__ */ fc.oneof(
  /* @__PURE__ */ fc.constantFrom(0, 6, 8, 395, 912.25, 1300, 1360.5),
  /* @__PURE__ */ fc.double({ min: 0, max: 10_000, noNaN: true })
)

/**
 * Annual interest rates in percent: zero, tiny, slider values (0.5 to 20 in 0.5 steps), the spec's
 * variant bounds and any rate up to 100%.
 *
 * @example
 * import fc from "fast-check"
 * import { financeRateArbitrary } from "@dealer/core/testing"
 *
 * fc.sample(financeRateArbitrary, 3) // e.g. [0, 6.5, 1e-7]
 */
export const financeRateArbitrary: fc.Arbitrary<number> = /* @__PURE__ */ fc.oneof(
  /* @__PURE__ */ fc.constant(0),
  /* @__PURE__ */ fc.double({ min: 1e-9, max: 0.01, noNaN: true }),
  /* @__PURE__ */ fc.integer({ min: 1, max: 40 }).map((steps) => steps * 0.5),
  /* @__PURE__ */ fc.constantFrom(5.99, 6.29, 8.19, 9.95, 14.5, 15.99, 19.95),
  /* @__PURE__ */ fc.double({ min: 0, max: financeMaxRatePercent, noNaN: true })
)

/**
 * Terms in years: slider values (0.5 to 7), one-repayment terms (a week, a fortnight, a month) and
 * any term up to 50 years.
 *
 * @example
 * import fc from "fast-check"
 * import { financeTermYearsArbitrary } from "@dealer/core/testing"
 *
 * fc.sample(financeTermYearsArbitrary, 3) // e.g. [5, 0.0833, 31.7]
 */
export const financeTermYearsArbitrary: fc.Arbitrary<number> = /* @__PURE__ */ fc.oneof(
  /* @__PURE__ */ fc.integer({ min: 1, max: 14 }).map((steps) => steps * 0.5),
  /* @__PURE__ */ fc.constantFrom(1 / 52, 1 / 26, 1 / 12),
  /* @__PURE__ */ fc.double({
    min: 0,
    max: financeMaxTermYears,
    minExcluded: true,
    noNaN: true
  })
)

/**
 * Repayment frequencies.
 *
 * @example
 * import fc from "fast-check"
 * import { financeFrequencyArbitrary } from "@dealer/core/testing"
 *
 * fc.sample(financeFrequencyArbitrary, 1) // e.g. ["fortnightly"]
 */
export const financeFrequencyArbitrary: fc.Arbitrary<PaymentFrequency> = /* @__PURE__ */ fc.constantFrom(
  "weekly",
  "fortnightly",
  "monthly"
)

/**
 * A whole calculator input that the `FinanceCalculatorInput` schema accepts, edge cases included.
 *
 * @example
 * import fc from "fast-check"
 * import { financeRepayment } from "@dealer/core/finance"
 * import { financeCalculatorInputArbitrary } from "@dealer/core/testing"
 *
 * fc.assert(fc.property(financeCalculatorInputArbitrary, (input) =>
 *   Number.isFinite(financeRepayment(input, { roundUp: false }).exactRepayment)))
 */
export const financeCalculatorInputArbitrary: fc.Arbitrary<FinanceCalculatorInput> = /* @__PURE__ */ fc.record({
  amount: financeAmountArbitrary,
  deposit: financeDepositArbitrary,
  establishmentFee: financeFeeArbitrary,
  balloon: financeBalloonArbitrary,
  annualRatePercent: financeRateArbitrary,
  termYears: financeTermYearsArbitrary,
  frequency: financeFrequencyArbitrary
})

const rawNumber = /* @__PURE__ */ fc.oneof(
  /* @__PURE__ */ fc.double(),
  /* @__PURE__ */ fc.integer({ min: -1_000_000, max: 1_000_000 }),
  /* @__PURE__ */ fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, -0, 0)
)

/**
 * Calculator values as a user might leave them: any number at all, NaN and infinities included.
 *
 * @example
 * import fc from "fast-check"
 * import { clampFinanceCalculatorInput } from "@dealer/core/finance"
 * import { exampleTenant, financeCalculatorValuesArbitrary } from "@dealer/core/testing"
 *
 * const settings = exampleTenant().finance
 * fc.assert(fc.property(financeCalculatorValuesArbitrary, (values) => {
 *   const clamped = clampFinanceCalculatorInput(values, settings)
 *   return clamped.deposit >= 0 && clamped.deposit <= settings.deposit_max
 * }))
 */
export const financeCalculatorValuesArbitrary: fc.Arbitrary<FinanceCalculatorValues> = /* @__PURE__ */ fc.record({
  amount: rawNumber,
  deposit: rawNumber,
  balloon: rawNumber,
  annualRatePercent: rawNumber,
  termYears: rawNumber,
  frequency: financeFrequencyArbitrary
})

/**
 * A loan for the comparison rate: the standard $30,000 example or any amount, with fees.
 *
 * @example
 * import fc from "fast-check"
 * import { financeComparisonRate } from "@dealer/core/finance"
 * import { financeComparisonInputArbitrary } from "@dealer/core/testing"
 *
 * fc.assert(fc.property(financeComparisonInputArbitrary, (loan) => financeComparisonRate(loan).kind !== "invalid"))
 */
export const financeComparisonInputArbitrary: fc.Arbitrary<ComparisonRateInput> = /* @__PURE__ */ fc.record({
  amount: /* @__PURE__ */ fc.oneof(/* @__PURE__ */ fc.constant(30_000), /* @__PURE__ */ fc.integer({ min: 1000, max: 250_000 })),
  annualRatePercent: /* @__PURE__ */ fc.oneof(/* @__PURE__ */ fc.constant(6.29), /* @__PURE__ */ fc.double({ min: 0, max: 30, noNaN: true })),
  termYears: /* @__PURE__ */ fc.oneof(
    /* @__PURE__ */ fc.constant(5),
    /* @__PURE__ */ fc.integer({ min: 1, max: 14 }).map((steps) => steps * 0.5)
  ),
  frequency: financeFrequencyArbitrary,
  creditFees: financeFeeArbitrary,
  governmentFees: /* @__PURE__ */ fc.constantFrom(0, 6),
  monthlyFee: /* @__PURE__ */ fc.constantFrom(0, 8, 10),
  balloon: /* @__PURE__ */ fc.constant(0)
})

/**
 * Finance settings across the specification's variants: loan bounds (1,000 or 5,000 to 100,000 or
 * 250,000, maximum following the price or not), terms (to 7 or 5 years, or custom increments),
 * every interest range, monthly-only, lender rates, rounding up and a hidden residual.
 *
 * @example
 * import fc from "fast-check"
 * import { financeSettingsArbitrary } from "@dealer/core/testing"
 *
 * fc.assert(fc.property(financeSettingsArbitrary, (settings) => settings.loan_amount_min < settings.loan_amount_max))
 */
export const financeSettingsArbitrary: fc.Arbitrary<FinanceSettings> = /* @__PURE__ */ fc
  .record({
    loan_amount_min: fc.constantFrom(1000, 5000),
    loan_amount_max: fc.constantFrom(100_000, 250_000),
    loan_amount_max_follows_price: fc.boolean(),
    term_years_max: fc.constantFrom(7, 5),
    term_increments: fc.option(
      fc.uniqueArray(
        fc.integer({ min: 1, max: 14 }).map((steps) => steps * 0.5),
        { minLength: 1, maxLength: 6 }
      ),
      { nil: null }
    ),
    default_term_years: fc.constantFrom(5, 6),
    interest: fc.constantFrom(...financeInterestRangeVariants),
    default_interest_rate: fc.constantFrom(10, 8.5),
    uses_lender_rates: fc.boolean(),
    hide_interest_rate: fc.boolean(),
    show_balloon: fc.boolean(),
    monthly_only: fc.boolean(),
    round_up_repayment: fc.boolean(),
    establishment_fee: fc.constantFrom(0, 1300, 1360.5, 395)
  })
  .map(({ interest, term_increments, ...rest }) =>
    decodeOrThrow(
      FinanceSettings,
      {
        ...rest,
        ...interest,
        term_increments: term_increments === null ? null : [...term_increments].sort((a, b) => a - b)
      },
      "finance settings variant"
    )
  )
