import type { Reservation } from "./reservation.ts"

/**
 * Whether a deposit still holds its car at `now`: not released, and its hold has not run out.
 * A hold past its end counts as ended even before the release job has cleared it, so the shopper
 * never reads "held" about a car that is no longer theirs.
 *
 * @example
 * import { isReservationHeld } from "@dealer/core/checkout"
 *
 * const reservation = { heldUntil: new Date("2026-03-04T00:30:00Z"), releasedAt: null }
 *
 * isReservationHeld(reservation, new Date("2026-03-03T00:00:00Z")) // => true
 * isReservationHeld(reservation, new Date("2026-03-04T00:30:00Z")) // => false
 */
export function isReservationHeld(reservation: Pick<Reservation, "heldUntil" | "releasedAt">, now: Date): boolean {
  return reservation.releasedAt === null && now.getTime() < reservation.heldUntil.getTime()
}

/**
 * When a hold ends, or ended: its release when it was released before running out, otherwise the
 * end of the deposit's hold. The garage says "Hold ended" with this, never with a date still to come.
 *
 * @example
 * import { holdEnd } from "@dealer/core/checkout"
 *
 * holdEnd({ heldUntil: new Date("2026-03-04T00:30:00Z"), releasedAt: new Date("2026-03-03T00:00:00Z") }) // 2026-03-03T00:00:00Z
 */
export function holdEnd(reservation: Pick<Reservation, "heldUntil" | "releasedAt">): Date {
  const { heldUntil, releasedAt } = reservation
  return releasedAt !== null && releasedAt.getTime() < heldUntil.getTime() ? releasedAt : heldUntil
}

/**
 * Whether a shopper may hold one more car: fewer than `cap` of their reservations still hold a car
 * at `now`. A cap keeps one account from taking a dealer's stock off sale.
 *
 * @example
 * import { mayHoldAnother } from "@dealer/core/checkout"
 *
 * const now = new Date("2026-03-03T00:00:00Z")
 * const held = { heldUntil: new Date("2026-03-04T00:30:00Z"), releasedAt: null }
 * const released = { heldUntil: new Date("2026-03-04T00:30:00Z"), releasedAt: new Date("2026-03-02T00:00:00Z") }
 *
 * mayHoldAnother([held, held], now, 2) // => false
 * mayHoldAnother([held, released], now, 2) // => true
 */
export function mayHoldAnother(
  reservations: ReadonlyArray<Pick<Reservation, "heldUntil" | "releasedAt">>,
  now: Date,
  cap: number
): boolean {
  return reservations.filter((reservation) => isReservationHeld(reservation, now)).length < cap
}
