import { dealershipLocations } from "@dealer/core/platform"
import { Schema } from "effect"
import { apiLoader, onlyMethod } from "../../server/api-route.server.ts"
import { reply } from "../../server/api-reply.server.ts"
import { decodeInput, queryRecord } from "../../server/decode-input.server.ts"

const LocationsQuery = Schema.Struct({
  type: Schema.optionalKey(Schema.Literals(["sales", "service", "parts", "service-and-parts"]))
})

/** GET /api/dealership-locations?type=: the tenant's visible locations of a type (all without one). */
export const loader = apiLoader("GET /api/dealership-locations", async ({ url, tenant }) => {
  const { type } = decodeInput(LocationsQuery, queryRecord(url), "dealership locations query")
  return reply(
    dealershipLocations(tenant.locations, { id: tenant.id, name: tenant.name, url: tenant.url }, type ?? null)
  )
})

/** Any other method: 405. */
export const action = onlyMethod("GET")
