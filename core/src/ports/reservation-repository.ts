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

/** What one release run ended: each hold past its end, by tenant and car. */
export interface ReleasedHold {
  readonly tenantSlug: string
  readonly reservationId: number
  readonly carId: number
}

/**
 * Reservations by deposit. `reserve` stores the reservation and marks the car reserved in one
 * step, publishing the stock change so every search index shows it RESERVED; a car reserved
 * already (or not in stock) is refused and nothing changes, also when two shoppers pay at once.
 *
 * @example
 * import type { ReservationRepository } from "@dealer/core/ports"
 *
 * // The nightly sweep: ends the holds whose time is up and says which cars are free again.
 * async function releaseHolds(reservations: ReservationRepository, now: Date) {
 *   const ended = await reservations.releaseExpired(now)
 *   return ended.map((hold) => `${hold.tenantSlug}: car ${hold.carId} is for sale again`)
 * }
 */
export interface ReservationRepository {
  readonly reserve: (reservation: NewReservation) => Promise<ReserveOutcome>
  /** The user's reservations of this tenant, newest first. */
  readonly listByUser: (owner: { readonly tenantSlug: string; readonly userId: number }) => Promise<ReadonlyArray<Reservation>>
  /**
   * Ends every hold whose end is at or before `now`: the reservation is marked released, the car
   * is no longer reserved and the search indexes are told. Idempotent, and safe from several
   * processes at once (each hold is released by exactly one run).
   */
  readonly releaseExpired: (now: Date) => Promise<ReadonlyArray<ReleasedHold>>
}
