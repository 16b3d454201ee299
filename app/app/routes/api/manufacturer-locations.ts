import { dealerWebsites } from "@dealer/core/platform"
import { apiLoader, onlyMethod } from "../../server/api-route.server.ts"
import { reply } from "../../server/api-reply.server.ts"

/** GET /api/manufacturer-locations: `[{ id, name, url, dealership, locations }]`, the tenant's own site. */
export const loader = apiLoader("GET /api/manufacturer-locations", async ({ tenant }) =>
  reply(
    dealerWebsites(tenant.locations, {
      id: tenant.id,
      name: tenant.name,
      url: tenant.url,
      manufacturer: tenant.manufacturer
    })
  )
)

/** Any other method: 405. */
export const action = onlyMethod("GET")
