import { anonymousSession, isSameSitePath, signInRedirectFor, type ActiveSession, type Tenant } from "@dealer/core"
import { redirect } from "react-router"
import type { Services } from "./create-services.server.ts"
import { requestSession } from "./session-cookie.server.ts"

/** The page the visitor came from, when it is one of this site's (for sign-in's `back`). */
function previousPage(request: Request): string | null {
  const referer = request.headers.get("referer")
  if (referer === null) return null
  try {
    const from = new URL(referer)
    if (from.host !== new URL(request.url).host) return null
    const path = `${from.pathname}${from.search}`
    return isSameSitePath(path) ? path : null
  } catch {
    return null
  }
}

/**
 * The signed-in shopper of a page request, after core's gating rule: a signed-out visitor opening
 * a route the tenant gates is redirected to `/sign-in?type=…&redirect=…&back=…` (core builds the
 * URL), to come back here once signed in. On an open route the answer may be null.
 *
 * @example
 * const session = await gatedPageSession(request, tenant, services) // throws the redirect when gated
 */
export async function gatedPageSession(request: Request, tenant: Tenant, services: Services): Promise<ActiveSession | null> {
  const session = await requestSession(request, services.repositories.sessions, tenant.slug, services.clock())
  const url = new URL(request.url)
  const target = `${url.pathname}${url.search}`
  const to = signInRedirectFor(
    target,
    session === null ? anonymousSession : { user: session.user, plugins: null },
    previousPage(request),
    tenant.session
  )
  if (to !== null) throw redirect(to)
  return session
}
