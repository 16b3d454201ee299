/** A rate limiter's answer: whether this hit may go on, and else how long until it may. */
export interface RateLimitDecision {
  readonly allowed: boolean
  /** 0 when allowed; else the time until the window resets (for `Retry-After`). */
  readonly retryAfterMs: number
}

/**
 * Counters shared by every process: at most `limit` hits per `key` in each fixed window of
 * `windowMs` (windows start at multiples of `windowMs` since the epoch). Keys are stored hashed,
 * so they may hold phone numbers or addresses.
 *
 * @example
 * import type { RateLimiter } from "@dealer/core/ports"
 *
 * const hits = new Map<string, number>()
 * const limiter: RateLimiter = {
 *   hit: async (key, limit, windowMs, now) => {
 *     const windowStart = Math.floor(now.getTime() / windowMs) * windowMs
 *     const count = (hits.get(`${key}@${windowStart}`) ?? 0) + 1
 *     hits.set(`${key}@${windowStart}`, count)
 *     return count <= limit ? { allowed: true, retryAfterMs: 0 } : { allowed: false, retryAfterMs: windowStart + windowMs - now.getTime() }
 *   }
 * }
 * const now = new Date("2026-03-02T10:00:00+10:00")
 *
 * for (let i = 0; i < 3; i++) await limiter.hit("acme:auth-code:0412345678", 3, 15 * 60_000, now)
 * await limiter.hit("acme:auth-code:0412345678", 3, 15 * 60_000, now) // => { allowed: false, retryAfterMs: 900_000 }
 */
export interface RateLimiter {
  readonly hit: (key: string, limit: number, windowMs: number, now: Date) => Promise<RateLimitDecision>
}
