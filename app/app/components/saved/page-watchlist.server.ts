import { anonymousSession, watchlistTexts, type Tenant } from "@dealer/core"
import type { Services } from "../../services.server.ts"
import type { PageWatchlist } from "./page-watchlist.ts"
import { pageSession } from "./shopper-session.server.ts"

/** The request's shopper and, when signed in, the cars on their watchlist for this site. */
export async function pageWatchlist(request: Request, tenant: Tenant, services: Services): Promise<PageWatchlist> {
  const session = await pageSession(request, tenant, services)
  const entries = session
    ? await services.repositories.watchlists.list({ tenantSlug: tenant.slug, userId: session.user.id })
    : []
  return {
    session: session ? { user: session.user, plugins: null } : anonymousSession,
    entries,
    texts: watchlistTexts(tenant.texts),
    toastDismiss: tenant.texts.toastDismiss
  }
}
