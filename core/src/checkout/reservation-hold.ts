import type { Reservation } from "./reservation.ts"

/**
 * Whether a deposit still holds its car at `now`: not released, and its hold has not run out.
 * A hold past its end counts as ended even before the release job has cleared it, so the shopper
 * never reads "held" about a car that is no longer theirs.
 *
 * @example
 * isReservationHeld({ ...reservation, heldUntil: new Date("2026-03-04T00:30:00Z"), releasedAt: null }, new Date("2026-03-03T00:00:00Z")) // true
 * isReservationHeld({ ...reservation, heldUntil: new Date("2026-03-04T00:30:00Z"), releasedAt: null }, new Date("2026-03-04T00:30:00Z")) // false
 */
export function isReservationHeld(reservation: Pick<Reservation, "heldUntil" | "releasedAt">, now: Date): boolean {
  return reservation.releasedAt === null && now.getTime() < reservation.heldUntil.getTime()
}
