import { notFound } from "../../server/api-error.server.ts"
import { apiMessages } from "../../server/api-messages.server.ts"
import { apiLoader, onlyMethod } from "../../server/api-route.server.ts"
import { reply } from "../../server/api-reply.server.ts"

/**
 * GET /dev/outbox: the tenant's last 50 outbox messages (sign-in codes, ADF leads), newest first,
 * in development only; 404 in production.
 */
export const loader = apiLoader("GET /dev/outbox", async ({ tenant, services }) => {
  if (!services.settings.devOutbox) throw notFound(apiMessages.devOnly)
  const messages = await services.repositories.outbox.list({ tenantSlug: tenant.slug, limit: 50 })
  return reply({ messages })
})

/** Any other method: 405. */
export const action = onlyMethod("GET")
