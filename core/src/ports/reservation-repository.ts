import type { Reservation } from "../checkout/reservation.ts"

/** A deposit paid: the reservation to store. */
export interface NewReservation {
  readonly tenantSlug: string
  readonly userId: number
  readonly carId: number
  readonly deposit: number
  readonly paymentReference: string
  readonly testMode: boolean
  readonly now: Date
  readonly heldUntil: Date
}

/** The stored reservation, or why none was stored: the car is reserved already or no longer in stock. */
export type ReserveOutcome =
  | { readonly kind: "reserved"; readonly reservation: Reservation }
  | { readonly kind: "unavailable" }

/**
 * Reservations by deposit. `reserve` stores the reservation and marks the car reserved in one
 * step, publishing the stock change so every search index shows it RESERVED; a car reserved
 * already (or not in stock) is refused and nothing changes, also when two shoppers pay at once.
 *
 * @example
 * const outcome = await reservations.reserve({ tenantSlug: "acme", userId: 4, carId: 12, deposit: 200, ... })
 * const mine = await reservations.listByUser({ tenantSlug: "acme", userId: 4 })
 */
export interface ReservationRepository {
  readonly reserve: (reservation: NewReservation) => Promise<ReserveOutcome>
  /** The user's reservations of this tenant, newest first. */
  readonly listByUser: (owner: { readonly tenantSlug: string; readonly userId: number }) => Promise<ReadonlyArray<Reservation>>
}
