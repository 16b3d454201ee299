import type { User } from "../session/shopper-session.ts"

/** A new sign-in: `token` is the random value of the session cookie, made by the caller. */
export interface NewSession {
  readonly tenantSlug: string
  readonly userId: number
  readonly token: string
  readonly now: Date
  readonly expiresAt: Date
}

/** A live session: whose it is and until when. */
export interface ActiveSession {
  readonly user: User
  readonly expiresAt: Date
}

/**
 * Sign-in sessions, found by the cookie's random token. Only a hash of the token is stored, so
 * the table alone cannot sign anybody in.
 *
 * @example
 * import type { SessionRepository } from "@dealer/core/ports"
 *
 * // The signed-in shopper of a request's session cookie, or null.
 * async function shopperOf(sessions: SessionRepository, token: string | undefined, now: Date) {
 *   if (token === undefined) return null
 *   return (await sessions.find("acme", token, now))?.user ?? null
 * }
 */
export interface SessionRepository {
  readonly create: (session: NewSession) => Promise<void>
  /** The session of a token of this tenant; `null` when unknown, revoked or expired at `now`. */
  readonly find: (tenantSlug: string, token: string, now: Date) => Promise<ActiveSession | null>
  /** Ends a session (sign-out); `false` when there was none. */
  readonly revoke: (tenantSlug: string, token: string) => Promise<boolean>
}
