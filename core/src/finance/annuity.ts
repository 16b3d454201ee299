/** The loan an annuity repays: what is borrowed now and what is left to pay at the end. */
export interface AnnuityTerms {
  /** Amount borrowed at the start. */
  readonly principal: number
  /** Interest rate per repayment period, as a fraction (0.005 is 0.5%). */
  readonly ratePerPeriod: number
  /** Number of equal repayments, paid at the end of each period. */
  readonly periods: number
  /** Balloon (residual, future value) still owed after the last repayment. */
  readonly balloon: number
}

/**
 * The level repayment of an annuity: the payment that, with interest compounding each period,
 * brings the principal down to the balloon after the last payment. At a zero rate it is straight
 * division. The form `P·r + (P − B)·r / ((1 + r)^n − 1)` with `expm1`/`log1p` stays exact at tiny
 * rates, where the textbook `(1 + r)^n − 1` loses digits, and tends to `P·r` (never NaN) when
 * `(1 + r)^n` overflows.
 *
 * @example
 * import { annuityRepayment } from "@dealer/core/finance"
 *
 * annuityRepayment({ principal: 30000, ratePerPeriod: 0.0629 / 12, periods: 60, balloon: 0 }) // ≈ 584.04
 */
export function annuityRepayment({ principal, ratePerPeriod, periods, balloon }: AnnuityTerms): number {
  if (ratePerPeriod === 0) return (principal - balloon) / periods
  const growth = Math.expm1(periods * Math.log1p(ratePerPeriod))
  // r / growth tends to 1 / n; dividing first keeps tiny rates out of the subnormal range.
  return principal * ratePerPeriod + (principal - balloon) * (ratePerPeriod / growth)
}

/**
 * The present value, at a periodic rate, of 1 paid at the end of each of `periods` periods.
 * Exact at tiny rates for the same reason as `annuityRepayment`.
 *
 * @example
 * import { annuityFactor } from "@dealer/core/finance"
 *
 * annuityFactor(0, 60) // => 60
 */
export function annuityFactor(ratePerPeriod: number, periods: number): number {
  if (ratePerPeriod === 0) return periods
  return -Math.expm1(-periods * Math.log1p(ratePerPeriod)) / ratePerPeriod
}
