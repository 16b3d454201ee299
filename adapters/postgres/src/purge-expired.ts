import { IDEMPOTENCY_KEY_LIFETIME_MS } from "@dealer/core"
import type { Queryable } from "./database.ts"
import { createOutbox } from "./outbox.ts"

/** How many rows each purge removed. */
export interface PurgedRows {
  readonly sessions: number
  readonly oneTimeCodes: number
  readonly idempotencyKeys: number
  readonly rateLimitCounters: number
  readonly carViewVisits: number
  /** SMS entries of the outbox whose code expired before they were sent: erased and `dead`. */
  readonly expiredTexts: number
}

/** How long a sign-in text is worth sending; the default is the sign-in code's lifetime. */
export interface PurgeOptions {
  readonly textLifetimeMs?: number | undefined
}

const MINUTE_MS = 60 * 1000

const DAY_MS = 24 * 60 * MINUTE_MS

/**
 * Deletes what has run out by `now`: expired sessions and sign-in codes, idempotency keys past
 * their lifetime, finished rate-limit windows, and view visits older than two days (a visit row
 * only serves "once per day"; two days cover every Australian zone's calendar), and the number
 * and text of outbox SMS never sent within the code's lifetime (default 5 minutes). Counts and
 * logs stay. Safe to run from any process at any time, e.g. hourly.
 *
 * @example
 * const purged = await purgeExpired(db, new Date()) // { sessions: 3, oneTimeCodes: 1, ... }
 */
export async function purgeExpired(db: Queryable, now: Date, options: PurgeOptions = {}): Promise<PurgedRows> {
  const count = async (sql: string, param: unknown) => {
    const [row] = await db.query<{ count: number }>(
      `WITH deleted AS (${sql} RETURNING 1) SELECT count(*)::integer AS count FROM deleted`,
      [param]
    )
    return row?.count ?? 0
  }
  return {
    sessions: await count("DELETE FROM sessions WHERE expires_at <= $1", now),
    oneTimeCodes: await count("DELETE FROM one_time_codes WHERE expires_at <= $1", now),
    idempotencyKeys: await count(
      "DELETE FROM idempotency_keys WHERE created_at <= $1",
      new Date(now.getTime() - IDEMPOTENCY_KEY_LIFETIME_MS)
    ),
    rateLimitCounters: await count("DELETE FROM rate_limit_counters WHERE expires_at <= $1", now),
    carViewVisits: await count(
      "DELETE FROM car_view_visits WHERE day < $1::date",
      new Date(now.getTime() - 2 * DAY_MS).toISOString().slice(0, 10)
    ),
    expiredTexts: await createOutbox(db).expireTexts(
      new Date(now.getTime() - (options.textLifetimeMs ?? 5 * MINUTE_MS)),
      now
    )
  }
}
