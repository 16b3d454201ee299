import { Schema } from "effect"
import { apiAction, onlyMethod } from "../../server/api-route.server.ts"
import { noContent } from "../../server/api-reply.server.ts"

const Id = Schema.Finite.check(Schema.isInt())
const PhoneRevealBody = Schema.Struct({ car_id: Id, dealership_id: Schema.NullOr(Id), website_id: Id })

/** POST /api/phone-reveals: logs that a shopper revealed a car's phone number; 204. */
export const action = apiAction("POST /api/phone-reveals", {
  body: PhoneRevealBody,
  source: "phone reveal",
  handle: async ({ tenant, body, now }, repositories) => {
    await repositories.phoneReveals.record(tenant.slug, body, now)
    return noContent()
  }
})

/** Any other method: 405. */
export const loader = onlyMethod("POST")
