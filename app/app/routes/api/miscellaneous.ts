import { Valuation } from "@dealer/core"
import { Schema } from "effect"
import { apiAction, onlyMethod } from "../../server/api-route.server.ts"
import { reply } from "../../server/api-reply.server.ts"
import { RowId } from "../../server/input-schemas.server.ts"

// The lead id is a column of the valuation: an id it cannot hold is refused, not failed on.
const MiscellaneousBody = Schema.Struct({
  ...Valuation.fields,
  lead_id: Schema.optionalKey(Schema.NullOr(RowId)),
  column_name: Schema.Literal("valuation")
})

/**
 * POST /api/miscellaneous: a site's valuation result (`column_name: "valuation"`), stored on its
 * valuation (by `id`) or as a new one; `{ success: true }`.
 */
export const action = apiAction("POST /api/miscellaneous", {
  body: MiscellaneousBody,
  source: "valuation result",
  handle: async ({ tenant, body, now }, repositories) => {
    const { column_name: _, ...valuation } = body
    await repositories.valuations.saveResult(tenant.slug, valuation, now)
    return reply({ success: true })
  }
})

/** Any other method: 405. */
export const loader = onlyMethod("POST")
