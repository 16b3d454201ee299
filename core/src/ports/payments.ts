/** A deposit to take: how much, for which car and shopper, and a reference of the site's own. */
export interface DepositCharge {
  readonly tenantSlug: string
  readonly userId: number
  readonly carId: number
  /** Whole dollars (AUD). */
  readonly amount: number
  readonly currency: "AUD"
  readonly description: string
}

/** An amount a customer pays on the online payment page, against their invoice or reference. */
export interface PaymentCharge {
  readonly tenantSlug: string
  readonly userId: number
  /** Whole cents (AUD). */
  readonly amountCents: number
  readonly currency: "AUD"
  /** The customer's invoice or reference number. */
  readonly reference: string
  readonly description: string
}

/** What the provider did: took the deposit (its reference), or declined it. */
export type DepositOutcome =
  | { readonly kind: "paid"; readonly reference: string }
  | { readonly kind: "declined"; readonly reason: string }

/**
 * The payment provider that takes reservation deposits. The site never sees a card number: a live
 * provider collects card details on its own page or widget; the embedded default is a test-mode
 * provider (`mode: "test"`) that takes no money at all, and pages say so.
 *
 * @example
 * import type { Payments } from "@dealer/core/ports"
 *
 * const payments: Payments = {
 *   mode: "test",
 *   chargeDeposit: async (charge) => ({ kind: "paid", reference: `test-${charge.carId}` }),
 *   chargePayment: async () => ({ kind: "declined", reason: "Card declined" })
 * }
 *
 * await payments.chargeDeposit({ tenantSlug: "acme", userId: 4, carId: 12, amount: 200, currency: "AUD", description: "Deposit: 2022 Toyota Hilux SR5" })
 * // => { kind: "paid", reference: "test-12" }
 */
export interface Payments {
  readonly mode: "live" | "test"
  readonly chargeDeposit: (charge: DepositCharge) => Promise<DepositOutcome>
  /** Takes an online payment (same outcomes as a deposit). */
  readonly chargePayment: (charge: PaymentCharge) => Promise<DepositOutcome>
}
