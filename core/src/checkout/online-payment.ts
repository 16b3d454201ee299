/** The online payment page (section 2 of document 001, "/online-payment"). */
export const ONLINE_PAYMENT_PATH = "/online-payment"

/**
 * The page confirming one payment to its payer.
 *
 * @example
 * import { paidPaymentPath } from "@dealer/core/checkout"
 *
 * paidPaymentPath(7) // => "/online-payment?paid=7"
 */
export const paidPaymentPath = (paymentId: number) => `${ONLINE_PAYMENT_PATH}?paid=${paymentId}`

/** A payment a signed-in customer made on the online payment page, as stored (never card data). */
export interface OnlinePayment {
  readonly id: number
  readonly tenantSlug: string
  readonly userId: number
  /** The customer's invoice or reference number, in capitals. */
  readonly invoiceReference: string
  readonly amountCents: number
  /** The payment provider's reference. */
  readonly paymentReference: string
  readonly testMode: boolean
  readonly createdAt: Date
}
