import * as Schema from "effect/Schema"
import { annuityFactor, annuityRepayment } from "./annuity.ts"
import { financeMaxAmount, financeMaxRatePercent, financeMaxTermYears } from "./calculator-input.ts"
import { periodsPerYear, repaymentCount } from "./payment-frequency.ts"
import { PaymentFrequency } from "./payment-frequency-schema.ts"

const Money = /* @__PURE__ */ Schema.Finite.check(/* @__PURE__ */ Schema.isBetween({ minimum: 0, maximum: financeMaxAmount }))

/**
 * A loan whose comparison rate is wanted. Up-front fees are added to the loan; government fees
 * (security registration) are financed but are not a cost of credit, so they count as credit
 * provided; the monthly fee is paid beside each repayment.
 *
 * @example
 * import { ComparisonRateInput, financeComparisonExample } from "@dealer/core/finance"
 * import { decodeOrThrow } from "@dealer/core/shared"
 *
 * decodeOrThrow(ComparisonRateInput, { ...financeComparisonExample, annualRatePercent: 6.29, creditFees: 1307.25,
 *   governmentFees: 6, monthlyFee: 8, balloon: 0 }, "comparison loan")
 */
export const ComparisonRateInput = /* @__PURE__ */ Schema.Struct({
  /** Credit the debtor receives before fees: $30,000 in the standard example. */
  amount: Money,
  annualRatePercent: /* @__PURE__ */ Schema.Finite.check(/* @__PURE__ */ Schema.isBetween({ minimum: 0, maximum: financeMaxRatePercent })),
  termYears: /* @__PURE__ */ Schema.Finite.check(
    /* @__PURE__ */ Schema.isBetween({
      minimum: 0,
      maximum: financeMaxTermYears,
      exclusiveMinimum: true
    })
  ),
  frequency: PaymentFrequency,
  /** Credit fees added to the loan at the start (establishment, dealer agency). */
  creditFees: Money,
  /** Government fees added to the loan at the start (security registration); not a credit cost. */
  governmentFees: Money,
  /** Ongoing credit fee per month (account keeping). */
  monthlyFee: Money,
  balloon: Money
})
export type ComparisonRateInput = typeof ComparisonRateInput.Type

/**
 * The standard comparison example (section 9): a secured loan of $30,000 over 5 years, repaid monthly.
 *
 * @example
 * import { financeComparisonExample, financeComparisonRate } from "@dealer/core/finance"
 *
 * financeComparisonRate({ ...financeComparisonExample, annualRatePercent: 6.29, creditFees: 0, governmentFees: 0, monthlyFee: 0, balloon: 0 })
 */
export const financeComparisonExample = {
  amount: 30_000,
  termYears: 5,
  frequency: "monthly"
} as const

/** Repayments a year in the regulation's formula: weekly 52.18 and fortnightly 26.09, not 52 and 26. */
const regulationPeriodsPerYear: Record<PaymentFrequency, number> = {
  weekly: 52.18,
  fortnightly: 26.09,
  monthly: 12
}

/** A comparison rate, or why there is none (the loan's figures cannot give one). */
export type ComparisonRateResult =
  | {
      readonly kind: "rate"
      readonly comparisonRatePercent: number
      readonly repayment: number
    }
  | {
      readonly kind: "invalid"
      readonly reason: "nothing-financed" | "negative-repayment" | "no-solution"
    }

/** Largest periodic rate searched: beyond it no loan the schema accepts has its solution. */
const MAX_PERIODIC_RATE = 1e300

/**
 * The comparison rate as the National Consumer Credit Protection Regulations 2010 (reg. 100) define
 * it: `n × r × 100%`, where `r` is the periodic rate at which the credit provided equals the present
 * value of the repayments plus the credit fees paid with them (and the balloon), and `n` is 12
 * monthly, 26.09 fortnightly or 52.18 weekly. Solved by bisection on a bracket that always holds
 * the root, since the present value falls as the rate rises.
 *
 * @example
 * import { financeComparisonExample, financeComparisonRate } from "@dealer/core/finance"
 *
 * financeComparisonRate({ ...financeComparisonExample, annualRatePercent: 6.29, creditFees: 1360.5,
 *   governmentFees: 0, monthlyFee: 0, balloon: 0 }) // { kind: "rate", comparisonRatePercent: 8.155…, repayment: 610.52… }
 */
export function financeComparisonRate(input: ComparisonRateInput): ComparisonRateResult {
  const credit = input.amount + input.governmentFees
  if (!(credit > 0)) return { kind: "invalid", reason: "nothing-financed" }
  const periods = repaymentCount(input.termYears, input.frequency)
  const perYear = periodsPerYear(input.frequency)
  const repayment = annuityRepayment({
    principal: credit + input.creditFees,
    ratePerPeriod: input.annualRatePercent / 100 / perYear,
    periods,
    balloon: input.balloon
  })
  const outflow = repayment + (input.monthlyFee * 12) / perYear
  if (outflow < 0) return { kind: "invalid", reason: "negative-repayment" }
  const surplus = (rate: number) =>
    outflow * annuityFactor(rate, periods) + input.balloon * Math.exp(-periods * Math.log1p(rate)) - credit
  const periodic = solveFalling(surplus)
  if (periodic === null) return { kind: "invalid", reason: "no-solution" }
  return {
    kind: "rate",
    comparisonRatePercent: regulationPeriodsPerYear[input.frequency] * periodic * 100,
    repayment
  }
}

/** The root of a function that falls as its argument rises from 0; 0 when it is not positive there. */
function solveFalling(f: (rate: number) => number): number | null {
  if (f(0) <= 0) return 0
  let low = 0
  let high = 1
  while (f(high) > 0) {
    if (high >= MAX_PERIODIC_RATE) return null
    low = high
    high *= 2
  }
  for (;;) {
    const middle = low + (high - low) / 2
    if (middle <= low || middle >= high) return middle
    if (f(middle) > 0) low = middle
    else high = middle
  }
}
