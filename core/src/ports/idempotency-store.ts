/** How long a tenant's `Idempotency-Key` is remembered: 24 hours. */
export const IDEMPOTENCY_KEY_LIFETIME_MS = 24 * 60 * 60 * 1000

/** A request that carries an `Idempotency-Key`. */
export interface IdempotencyRequest {
  readonly tenantSlug: string
  readonly key: string
  /** A hash of the request body, so a reuse with another body is recognised. */
  readonly bodyHash: string
  readonly now: Date
}

/** The first answer to a key, kept to answer its retries. */
export interface IdempotentResponse {
  readonly status: number
  readonly body: string
}

/**
 * What to do with a request: `proceed` (the key is now reserved: handle it, then `complete`);
 * `replay` the stored answer; `mismatch` (same key, other body: 422); `in_progress` (a first
 * request with this key has not answered yet: 409).
 */
export type IdempotencyDecision =
  | { readonly kind: "proceed" }
  | { readonly kind: "replay"; readonly response: IdempotentResponse }
  | { readonly kind: "mismatch" }
  | { readonly kind: "in_progress" }

/**
 * Idempotency keys per tenant. Run `reserve`, the work and `complete` in one transaction and a
 * retry racing the first request waits for it and then replays its answer; outside a
 * transaction the retry sees `in_progress`. `release` forgets a reservation whose work failed.
 * Keys older than `IDEMPOTENCY_KEY_LIFETIME_MS` count as new.
 *
 * @example
 * import type { IdempotencyStore, IdempotentResponse } from "@dealer/core/ports"
 *
 * // Runs `work` once per idempotency key: a retry of the same request gets the first answer.
 * async function once(idempotency: IdempotencyStore, key: string, bodyHash: string, now: Date, work: () => Promise<IdempotentResponse>) {
 *   const decision = await idempotency.reserve({ tenantSlug: "acme", key, bodyHash, now })
 *   if (decision.kind === "replay") return decision.response
 *   if (decision.kind !== "proceed") return { status: 409, body: '{"error":"conflict"}' }
 *   const response = await work()
 *   await idempotency.complete("acme", key, response)
 *   return response
 * }
 */
export interface IdempotencyStore {
  readonly reserve: (request: IdempotencyRequest) => Promise<IdempotencyDecision>
  readonly complete: (tenantSlug: string, key: string, response: IdempotentResponse) => Promise<void>
  readonly release: (tenantSlug: string, key: string) => Promise<void>
}
