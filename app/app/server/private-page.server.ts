import { requireTenant } from "../tenant.server.ts"
import { requestSession, sessionToken } from "./session-cookie.server.ts"

/** What a page rendered for a signed-in shopper is sent with: no cache, shared or the browser's, keeps it. */
export const SIGNED_IN_CACHE_CONTROL = "private, no-store"

/**
 * Whether a page request comes from a signed-in shopper: a session cookie that names a live
 * session of the request's tenant. Requests without the cookie (nearly all) touch no database.
 */
async function isSignedIn(request: Request): Promise<boolean> {
  if (sessionToken(request) === null) return false
  // A host that names no dealer site has no sessions (its 404 page is everyone's).
  const site = await requireTenant(request).catch(() => null)
  if (site === null) return false
  try {
    return (await requestSession(request, site.services.repositories.sessions, site.tenant.slug, site.services.clock())) !== null
  } catch {
    // A database that does not answer cannot say the cookie is dead: keep the page out of caches.
    return true
  }
}

/**
 * Marks every page and page-data answer rendered for a signed-in shopper `Cache-Control: private,
 * no-store` (entry.server, for every route at once); anonymous answers keep their headers.
 *
 * @example
 * await markSignedInPage(request, responseHeaders)
 */
export async function markSignedInPage(request: Request, headers: Headers): Promise<void> {
  if (await isSignedIn(request)) headers.set("Cache-Control", SIGNED_IN_CACHE_CONTROL)
}
