import { purgeExpired, type Queryable } from "@dealer/postgres"
import { logProblem } from "./safe-log.server.ts"

/** How often each process deletes expired sessions, codes, keys, counters and visits. */
export const PURGE_EVERY_MS = 60 * 60 * 1000

/**
 * Runs `purgeExpired` every hour (any process may; the deletes are idempotent). The timer does
 * not keep the process alive; the returned function stops it.
 *
 * @example
 * const stop = startPurgeJob(db, () => new Date())
 */
export function startPurgeJob(db: Queryable, clock: () => Date, everyMs = PURGE_EVERY_MS): () => void {
  const timer = setInterval(() => {
    purgeExpired(db, clock()).catch((error: unknown) => logProblem("purge", error))
  }, everyMs)
  timer.unref()
  return () => clearInterval(timer)
}
