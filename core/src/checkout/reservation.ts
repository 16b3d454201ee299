/**
 * A car held for a shopper by a paid refundable deposit (section 9 of document 001: "$200
 * (default), held 48 hours, refundable"). `paymentReference` is the payment provider's reference;
 * no card data is ever kept. `testMode` marks a deposit taken by the test-mode provider.
 */
export interface Reservation {
  readonly id: number
  readonly tenantSlug: string
  readonly userId: number
  readonly carId: number
  /** Whole dollars (AUD). */
  readonly deposit: number
  readonly paymentReference: string
  readonly testMode: boolean
  readonly createdAt: Date
  readonly heldUntil: Date
  /** When the hold was ended and the car offered again; null while it has not been released. */
  readonly releasedAt: Date | null
}

/**
 * The end of a deposit's hold: `hours` after it was paid.
 *
 * @example
 * import { reservationHeldUntil } from "@dealer/core/checkout"
 *
 * reservationHeldUntil(new Date("2026-03-02T00:00:00Z"), 48) // 2026-03-04T00:00:00Z
 */
export function reservationHeldUntil(paidAt: Date, hours: number): Date {
  return new Date(paidAt.getTime() + hours * 3_600_000)
}
