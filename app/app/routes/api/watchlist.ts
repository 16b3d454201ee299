import { ApiError } from "../../server/api-error.server.ts"
import { apiMessages } from "../../server/api-messages.server.ts"
import { apiLoader, onlyMethod } from "../../server/api-route.server.ts"
import { reply } from "../../server/api-reply.server.ts"
import { requestSession } from "../../server/session-cookie.server.ts"

/** GET /api/watchlist: the signed-in shopper's saved cars; 401 when signed out. */
export const loader = apiLoader("GET /api/watchlist", async ({ request, tenant, services, now }) => {
  const session = await requestSession(request, services.repositories.sessions, tenant.slug, now)
  if (session === null) throw new ApiError(401, "sign_in_required", apiMessages.signInRequired)
  const watchlist = await services.repositories.watchlists.list({ tenantSlug: tenant.slug, userId: session.user.id })
  return reply({ watchlist })
})

/** Any other method: 405. */
export const action = onlyMethod("GET")
