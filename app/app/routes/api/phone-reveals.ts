import { Schema } from "effect"
import { apiAction, onlyMethod } from "../../server/api-route.server.ts"
import { clientRules } from "../../server/rate-limit.server.ts"
import { noContent } from "../../server/api-reply.server.ts"
import { RowId } from "../../server/input-schemas.server.ts"

const PhoneRevealBody = Schema.Struct({ car_id: RowId, dealership_id: Schema.NullOr(RowId), website_id: RowId })

/** POST /api/phone-reveals: logs that a shopper revealed a car's phone number; 204. */
export const action = apiAction("POST /api/phone-reveals", {
  body: PhoneRevealBody,
  source: "phone reveal",
  rateLimits: ({ tenant, clientAddress, services }) => {
    const { limits } = services.settings
    return clientRules(tenant.slug, "phone-reveal", clientAddress, limits.writePerClient, limits.writePerNetwork)
  },
  handle: async ({ tenant, body, now }, repositories) => {
    await repositories.phoneReveals.record(tenant.slug, body, now)
    return noContent()
  }
})

/** Any other method: 405. */
export const loader = onlyMethod("POST")
