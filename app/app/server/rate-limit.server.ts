import type { RateLimiter } from "@dealer/core"
import { ApiError } from "./api-error.server.ts"
import { apiMessages } from "./api-messages.server.ts"
import type { ApiSettings, RateLimit } from "./api-settings.server.ts"
import { clientGroups } from "./client-groups.server.ts"

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

/**
 * The rules of one anonymous write: per client and, when given, per client network
 * (`clientGroups`), each under the tenant and the write's name.
 *
 * @example
 * clientRules("acme", "lead", "203.0.113.9", limits.leadPerClient, limits.leadPerNetwork)
 * // [{ key: "acme:lead:client:v4:203.0.113.9", ... }, { key: "acme:lead:network:v4:203.0.113", ... }]
 */
export function clientRules(
  tenantSlug: string,
  write: string,
  clientAddress: string,
  perClient: RateLimit,
  perNetwork?: RateLimit
): RateLimitRule[] {
  const { client, network } = clientGroups(clientAddress)
  const rules = [{ key: `${tenantSlug}:${write}:client:${client}`, ...perClient }]
  if (perNetwork) rules.push({ key: `${tenantSlug}:${write}:network:${network}`, ...perNetwork })
  return rules
}

/**
 * The rules of a lead: a genuine one counts per client and network; one with the honeypot filled
 * counts on a spam counter of its own, so bots never spend a shopper's allowance.
 *
 * @example
 * leadRules("acme", "203.0.113.9", settings.limits, isLeadFormSpam({ website }))
 */
export function leadRules(
  tenantSlug: string,
  clientAddress: string,
  limits: Pick<ApiSettings["limits"], "leadPerClient" | "leadPerNetwork" | "spamLeadPerClient">,
  spam: boolean
): RateLimitRule[] {
  return spam
    ? clientRules(tenantSlug, "spam-lead", clientAddress, limits.spamLeadPerClient)
    : clientRules(tenantSlug, "lead", clientAddress, limits.leadPerClient, limits.leadPerNetwork)
}
