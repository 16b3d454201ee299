import { storedValuationId, Valuation } from "@dealer/core"
import { Schema } from "effect"
import { apiAction, onlyMethod } from "../../server/api-route.server.ts"
import { clientRules } from "../../server/rate-limit.server.ts"
import { reply } from "../../server/api-reply.server.ts"
import { RowId } from "../../server/input-schemas.server.ts"
import { claimForBrowser, requireContinuable } from "../../server/record-ownership.server.ts"

// The lead id is a column of the valuation: an id it cannot hold is refused, not failed on.
const MiscellaneousBody = Schema.Struct({
  ...Valuation.fields,
  lead_id: Schema.optionalKey(Schema.NullOr(RowId)),
  column_name: Schema.Literal("valuation")
})

/**
 * POST /api/miscellaneous: a site's valuation result (`column_name: "valuation"`), stored on its
 * valuation (by `id`) or, without one of the platform's ids, as a new one given to the browser's
 * continuation cookie; `{ success: true }`. 404 for a valuation (`id`) or a lead (`lead_id`) the
 * tenant does not have or the caller may not continue (decision 0040).
 */
export const action = apiAction("POST /api/miscellaneous", {
  body: MiscellaneousBody,
  source: "valuation result",
  rateLimits: ({ tenant, clientAddress, services }) => {
    const { limits } = services.settings
    return clientRules(tenant.slug, "valuation", clientAddress, limits.writePerClient, limits.writePerNetwork)
  },
  handle: async (context, repositories) => {
    const { tenant, body, now } = context
    const { column_name: _, ...valuation } = body
    const id = storedValuationId(valuation.id)
    if (id !== null) await requireContinuable(context, repositories, { kind: "valuation", id })
    const leadId = valuation.lead_id ?? null
    if (leadId !== null) await requireContinuable(context, repositories, { kind: "lead", id: leadId })
    const saved = await repositories.valuations.saveResult(tenant.slug, valuation, now)
    const cookie = id === null ? await claimForBrowser(context, repositories, { kind: "valuation", id: saved.id }) : {}
    return reply({ success: true }, 200, cookie)
  }
})

/** Any other method: 405. */
export const loader = onlyMethod("POST")
