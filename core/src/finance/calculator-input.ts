import * as Schema from "effect/Schema"
import { PaymentFrequency } from "./payment-frequency-schema.ts"

/**
 * Largest amount the engine accepts; beyond it no dealer sells a car and floating point starts to lose cents.
 *
 * @example
 * import { financeMaxAmount } from "@dealer/core/finance"
 *
 * financeMaxAmount // => 1e12
 */
export const financeMaxAmount = 1e12
/**
 * Longest term the engine accepts, in years.
 *
 * @example
 * import { financeMaxTermYears } from "@dealer/core/finance"
 *
 * financeMaxTermYears // => 50
 */
export const financeMaxTermYears = 50
/**
 * Highest annual rate the engine accepts, in percent.
 *
 * @example
 * import { financeMaxRatePercent } from "@dealer/core/finance"
 *
 * financeMaxRatePercent // => 100
 */
export const financeMaxRatePercent = 100

const Money = /* @__PURE__ */ Schema.Finite.check(/* @__PURE__ */ Schema.isBetween({ minimum: 0, maximum: financeMaxAmount }))

/**
 * What the finance calculator computes a repayment from (sections 5 and 9): the loan amount, the
 * deposit or trade-in, the establishment fee added to the loan, the balloon (residual) due at the
 * end, the annual interest rate in percent, the term in years and the repayment frequency.
 * Every value the schema accepts gives a finite repayment.
 *
 * @example
 * import { FinanceCalculatorInput } from "@dealer/core/finance"
 * import { decodeOrThrow } from "@dealer/core/shared"
 *
 * decodeOrThrow(FinanceCalculatorInput, {
 *   amount: 30000, deposit: 0, establishmentFee: 0, balloon: 0,
 *   annualRatePercent: 10, termYears: 5, frequency: "weekly"
 * }, "calculator input")
 */
export const FinanceCalculatorInput = /* @__PURE__ */ Schema.Struct({
  amount: Money,
  deposit: Money,
  establishmentFee: Money,
  balloon: Money,
  annualRatePercent: /* @__PURE__ */ Schema.Finite.check(/* @__PURE__ */ Schema.isBetween({ minimum: 0, maximum: financeMaxRatePercent })),
  termYears: /* @__PURE__ */ Schema.Finite.check(
    /* @__PURE__ */ Schema.isBetween({
      minimum: 0,
      maximum: financeMaxTermYears,
      exclusiveMinimum: true
    })
  ),
  frequency: PaymentFrequency
})
export type FinanceCalculatorInput = typeof FinanceCalculatorInput.Type
