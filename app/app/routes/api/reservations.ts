import { ApiError } from "../../server/api-error.server.ts"
import { apiMessages } from "../../server/api-messages.server.ts"
import { apiLoader, onlyMethod } from "../../server/api-route.server.ts"
import { reply } from "../../server/api-reply.server.ts"
import { reservationJson } from "../../server/reserve-car.server.ts"
import { requestSession } from "../../server/session-cookie.server.ts"

/** GET /api/reservations: the signed-in shopper's reservations, newest first; 401 when signed out. */
export const loader = apiLoader("GET /api/reservations", async ({ request, tenant, services, now }) => {
  const session = await requestSession(request, services.repositories.sessions, tenant.slug, now)
  if (session === null) throw new ApiError(401, "sign_in_required", apiMessages.signInRequired)
  const reservations = await services.repositories.reservations.listByUser({
    tenantSlug: tenant.slug,
    userId: session.user.id
  })
  return reply({ reservations: reservations.map(reservationJson) })
})

/** Any other method: 405. */
export const action = onlyMethod("GET")
