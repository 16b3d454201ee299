import { randomBytes } from "node:crypto"
import type { ActiveSession, SessionRepository } from "@dealer/core"
import type { ApiSettings } from "./api-settings.server.ts"
import { requestCookie, setCookie } from "./cookies.server.ts"

/** The sign-in session cookie; its value is a random token, stored only as a hash. */
export const SESSION_COOKIE = "dealer_session"

/**
 * A new random session token (256 bits).
 *
 * @example
 * newSessionToken() // "Zq3...", 43 characters
 */
export const newSessionToken = (): string => randomBytes(32).toString("base64url")

/** The session token a request carries, or null. */
export const sessionToken = (request: Request): string | null => requestCookie(request, SESSION_COOKIE)

/**
 * The live session of a request for this tenant, or null when signed out (no cookie, unknown,
 * revoked or expired token).
 *
 * @example
 * const session = await requestSession(request, repositories.sessions, tenant.slug, now)
 */
export async function requestSession(
  request: Request,
  sessions: SessionRepository,
  tenantSlug: string,
  now: Date
): Promise<ActiveSession | null> {
  const token = sessionToken(request)
  return token ? sessions.find(tenantSlug, token, now) : null
}

/**
 * The `Set-Cookie` that signs the shopper in until `expiresAt`.
 *
 * @example
 * headers["Set-Cookie"] = sessionCookie(token, expiresAt, now, settings)
 */
export function sessionCookie(token: string, expiresAt: Date, now: Date, settings: Pick<ApiSettings, "production">) {
  return setCookie(SESSION_COOKIE, token, {
    maxAgeSeconds: (expiresAt.getTime() - now.getTime()) / 1000,
    secure: settings.production
  })
}

/** The `Set-Cookie` that signs the shopper out. */
export const clearedSessionCookie = (settings: Pick<ApiSettings, "production">) =>
  setCookie(SESSION_COOKIE, "", { maxAgeSeconds: 0, secure: settings.production })
