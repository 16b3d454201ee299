import type { RateLimiter } from "@dealer/core"
import type { Queryable } from "./database.ts"
import { hashText } from "./hashing.ts"

const HIT = `
  INSERT INTO rate_limit_counters (key_hash, window_start, hits, expires_at) VALUES ($1, $2, 1, $3)
  ON CONFLICT (key_hash, window_start) DO UPDATE SET hits = rate_limit_counters.hits + 1
  RETURNING hits
`

/**
 * Core's `RateLimiter` over `rate_limit_counters`: one row per hashed key and fixed window, raised
 * by one atomic upsert, so any number of processes share the count exactly. A refused hit still
 * counts, which changes nothing: the window is already full.
 *
 * @example
 * const decision = await createRateLimiter(db).hit("acme:auth-code:0412345678", 3, 900_000, now)
 */
export function createRateLimiter(db: Queryable): RateLimiter {
  return {
    hit: async (key, limit, windowMs, now) => {
      if (!Number.isInteger(limit) || limit < 0) throw new RangeError(`Rate limit ${limit} is not a whole number >= 0`)
      if (!Number.isInteger(windowMs) || windowMs <= 0) throw new RangeError(`Rate window ${windowMs} ms is not > 0`)
      const start = Math.floor(now.getTime() / windowMs) * windowMs
      const end = start + windowMs
      const [row] = await db.query<{ hits: number }>(HIT, [hashText(["rate", key]), new Date(start), new Date(end)])
      const allowed = (row?.hits ?? Number.POSITIVE_INFINITY) <= limit
      return { allowed, retryAfterMs: allowed ? 0 : end - now.getTime() }
    }
  }
}
