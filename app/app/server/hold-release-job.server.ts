import type { ReservationRepository } from "@dealer/core"
import { logProblem } from "./safe-log.server.ts"

/** How often each process ends the reservation holds that have run out. */
export const HOLD_RELEASE_EVERY_MS = 5 * 60 * 1000

/**
 * Runs `releaseExpired` every five minutes, so a car whose deposit hold has ended is offered again
 * within minutes (any process may run it; each hold is released once). The timer does not keep
 * the process alive; the returned function stops it.
 *
 * @example
 * const stop = startHoldReleaseJob(services.repositories.reservations, () => new Date())
 */
export function startHoldReleaseJob(
  reservations: Pick<ReservationRepository, "releaseExpired">,
  clock: () => Date,
  everyMs = HOLD_RELEASE_EVERY_MS
): () => void {
  const timer = setInterval(() => {
    reservations.releaseExpired(clock()).catch((error: unknown) => logProblem("reservation hold release", error))
  }, everyMs)
  timer.unref()
  return () => clearInterval(timer)
}
