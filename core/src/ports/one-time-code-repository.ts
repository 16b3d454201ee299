/** A sign-in code to remember for a phone; it replaces any earlier code of that phone. */
export interface OneTimeCodeIssue {
  readonly tenantSlug: string
  readonly phone: string
  readonly code: string
  readonly now: Date
  readonly expiresAt: Date
}

/** A code typed in by the shopper. */
export interface OneTimeCodeAttempt {
  readonly tenantSlug: string
  readonly phone: string
  readonly code: string
  readonly now: Date
  /** Wrong tries allowed per code; the code is dead after this many. */
  readonly maxAttempts: number
}

/**
 * What a try gives: `verified` consumes the code; `wrong` counts a try (and says how many are
 * left); `locked` after `maxAttempts` wrong tries, even for the right code; `expired` past its
 * time; `missing` when no code was issued (or it was used already).
 */
export type OneTimeCodeVerification =
  | { readonly kind: "verified" }
  | { readonly kind: "wrong"; readonly attemptsLeft: number }
  | { readonly kind: "locked" }
  | { readonly kind: "expired" }
  | { readonly kind: "missing" }

/**
 * Sign-in codes sent by SMS (`/api/auth/code`, `/api/auth/verify`). Codes and phones are stored
 * only as hashes; a try is counted atomically, so parallel guesses cannot pass the limit.
 *
 * @example
 * import type { OneTimeCodeRepository } from "@dealer/core/ports"
 *
 * // Checks the code a shopper typed; at most five tries per code.
 * async function signInCode(codes: OneTimeCodeRepository, phone: string, code: string, now: Date) {
 *   const result = await codes.verify({ tenantSlug: "acme", phone, code, now, maxAttempts: 5 })
 *   return result.kind === "verified"
 * }
 */
export interface OneTimeCodeRepository {
  readonly issue: (issue: OneTimeCodeIssue) => Promise<void>
  readonly verify: (attempt: OneTimeCodeAttempt) => Promise<OneTimeCodeVerification>
}
