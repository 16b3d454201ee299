/** How an outbox entry that failed is tried again. */
export interface DeliveryBackoff {
  /** Attempts (claims) after which a failure is final: the entry becomes `dead`. */
  readonly maxAttempts: number
  /** The wait after the first failure; each later failure doubles it. */
  readonly baseDelayMs: number
  /** The longest wait between two attempts. */
  readonly maxDelayMs: number
}

const MINUTE = 60_000

/** Ten attempts, 30 s doubling up to an hour: about five hours of tries before a lead is `dead`. */
export const defaultDeliveryBackoff: DeliveryBackoff = {
  maxAttempts: 10,
  baseDelayMs: 30_000,
  maxDelayMs: 60 * MINUTE
}

/** What becomes of an entry after a failed attempt. */
export type AfterFailure =
  | { readonly state: "failed"; readonly nextAttemptAt: Date }
  | { readonly state: "dead" }

/**
 * The rule after a failed delivery attempt: the `attempts`-th failure waits `baseDelayMs`
 * doubled `attempts - 1` times, capped at `maxDelayMs`; once `attempts` reaches `maxAttempts`
 * the entry is `dead` (no more tries; an operator looks at it).
 *
 * @example
 * import { afterFailure, defaultDeliveryBackoff } from "@dealer/core/platform"
 *
 * const now = new Date("2026-03-02T10:00:00+10:00")
 *
 * afterFailure(1, now, defaultDeliveryBackoff) // { state: "failed", nextAttemptAt: now + 30 s }
 * afterFailure(3, now, defaultDeliveryBackoff) // { state: "failed", nextAttemptAt: now + 2 min }
 * afterFailure(10, now, defaultDeliveryBackoff) // => { state: "dead" }
 */
export function afterFailure(attempts: number, now: Date, backoff: DeliveryBackoff): AfterFailure {
  if (attempts >= backoff.maxAttempts) return { state: "dead" }
  const doublings = Math.max(0, attempts - 1)
  // 2 ** 40 already dwarfs any cap; keeps the product finite for absurd attempt counts.
  const delay = Math.min(backoff.maxDelayMs, backoff.baseDelayMs * 2 ** Math.min(doublings, 40))
  return { state: "failed", nextAttemptAt: new Date(now.getTime() + delay) }
}
