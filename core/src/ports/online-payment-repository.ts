import type { OnlinePayment } from "../checkout/online-payment.ts"

/** A payment the provider took, to record: the stored payment before it has an id, as of `now`. */
export interface NewOnlinePayment extends Omit<OnlinePayment, "id" | "createdAt"> {
  readonly now: Date
}

/**
 * Payments made on the online payment page, kept for the dealer's staff to reconcile against
 * their invoices (the provider's reference, never card data).
 *
 * @example
 * import type { OnlinePaymentRepository } from "@dealer/core/ports"
 *
 * // A shopper's own payment, for the receipt page; null for anyone else's.
 * async function receipt(onlinePayments: OnlinePaymentRepository, userId: number, paymentId: number) {
 *   return onlinePayments.findForUser({ tenantSlug: "acme", userId }, paymentId)
 * }
 */
export interface OnlinePaymentRepository {
  readonly record: (payment: NewOnlinePayment) => Promise<OnlinePayment>
  /** One of the user's own payments, or null (another shopper's payment is null too). */
  readonly findForUser: (
    owner: { readonly tenantSlug: string; readonly userId: number },
    id: number
  ) => Promise<OnlinePayment | null>
}
