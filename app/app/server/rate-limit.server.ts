import type { RateLimiter } from "@dealer/core"
import { ApiError } from "./api-error.server.ts"
import { apiMessages } from "./api-messages.server.ts"
import type { RateLimit } from "./api-settings.server.ts"

/** One counter a request counts against: its key (stored hashed) and limit. */
export interface RateLimitRule extends RateLimit {
  readonly key: string
}

/**
 * Counts a request against each rule in turn (shared by every process through the database) and
 * refuses it with 429 and `Retry-After` (whole seconds) at the first full window.
 *
 * @example
 * await enforceRateLimits(repositories.rateLimiter, [{ key: `acme:lead:ip:${address}`, limit: 20, windowMs: 600_000 }], now)
 */
export async function enforceRateLimits(
  limiter: RateLimiter,
  rules: ReadonlyArray<RateLimitRule>,
  now: Date
): Promise<void> {
  for (const rule of rules) {
    const decision = await limiter.hit(rule.key, rule.limit, rule.windowMs, now)
    if (!decision.allowed) {
      const seconds = Math.max(1, Math.ceil(decision.retryAfterMs / 1000))
      throw new ApiError(429, "rate_limited", apiMessages.rateLimited, [], { "Retry-After": String(seconds) })
    }
  }
}
