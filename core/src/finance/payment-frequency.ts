/**
 * How often repayments fall due (section 9: weekly 52, fortnightly 26, monthly 12 a year). Its
 * decoder lives in payment-frequency-schema.ts, so the repayment rules here import no Effect.
 *
 * @example
 * import { PaymentFrequency } from "@dealer/core/finance"
 *
 * const frequency: PaymentFrequency = "fortnightly"
 */
export type PaymentFrequency = "weekly" | "fortnightly" | "monthly"

/**
 * Every frequency, in the order the frequency select lists them.
 *
 * @example
 * import { paymentFrequencies, periodsPerYear } from "@dealer/core/finance"
 *
 * paymentFrequencies.map((frequency) => periodsPerYear(frequency)) // => [52, 26, 12]
 */
export const paymentFrequencies: ReadonlyArray<PaymentFrequency> = ["weekly", "fortnightly", "monthly"]

const perYear: Record<PaymentFrequency, number> = {
  weekly: 52,
  fortnightly: 26,
  monthly: 12
}

/**
 * Repayments a year, as the calculator counts them.
 *
 * @example
 * import { periodsPerYear } from "@dealer/core/finance"
 *
 * periodsPerYear("fortnightly") // => 26
 */
export function periodsPerYear(frequency: PaymentFrequency): number {
  return perYear[frequency]
}

/**
 * Repayments over a term: years times repayments a year, to the nearest whole repayment and never
 * fewer than one (a 5.5-year term is 286 weekly repayments).
 *
 * @example
 * import { repaymentCount } from "@dealer/core/finance"
 *
 * repaymentCount(5, "monthly") // => 60
 */
export function repaymentCount(termYears: number, frequency: PaymentFrequency): number {
  return Math.max(1, Math.round(termYears * periodsPerYear(frequency)))
}
