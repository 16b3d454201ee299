import { randomBytes } from "node:crypto"
import type { ApiSettings } from "./api-settings.server.ts"
import { requestCookie, setCookie } from "./cookies.server.ts"

/** A random id that tells one browser's views apart; the view count stores only its hash. */
export const VISITOR_COOKIE = "dealer_visitor"
const VISITOR_COOKIE_SECONDS = 365 * 24 * 60 * 60
const VISITOR_ID = /^[A-Za-z0-9_-]{16,64}$/

/**
 * The visitor id of a request, and the `Set-Cookie` to send when the browser had none (or a
 * malformed one).
 *
 * @example
 * const { visitorId, setCookie } = visitorOf(request, settings)
 */
export function visitorOf(
  request: Request,
  settings: Pick<ApiSettings, "production">
): { readonly visitorId: string; readonly setCookie: string | null } {
  const known = requestCookie(request, VISITOR_COOKIE)
  if (known && VISITOR_ID.test(known)) return { visitorId: known, setCookie: null }
  const visitorId = randomBytes(18).toString("base64url")
  return {
    visitorId,
    setCookie: setCookie(VISITOR_COOKIE, visitorId, {
      maxAgeSeconds: VISITOR_COOKIE_SECONDS,
      secure: settings.production
    })
  }
}
