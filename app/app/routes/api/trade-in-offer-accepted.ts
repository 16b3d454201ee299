import { OFFER_ACCEPTED_SUBCATEGORY } from "@dealer/core"
import { Schema } from "effect"
import { apiAction, onlyMethod } from "../../server/api-route.server.ts"
import { clientRules } from "../../server/rate-limit.server.ts"
import { reply } from "../../server/api-reply.server.ts"
import { RowId } from "../../server/input-schemas.server.ts"
import { storeLeadSubmission } from "../../server/lead-submission.server.ts"
import { requireContinuable } from "../../server/record-ownership.server.ts"

const OfferAcceptedBody = Schema.Struct({
  lead_id: RowId,
  form_completed: Schema.Literal(true),
  offer_accepted: Schema.Literal(true),
  subcategory: Schema.Literal(OFFER_ACCEPTED_SUBCATEGORY)
})

/**
 * POST /api/trade-in/offer-accepted: the lead update of an accepted offer (subcategory
 * `3. Offer Accepted`): a last step of the lead, its valuations marked accepted, and the updated
 * lead sent to the CRM; `{ lead_id }`, 404 for a lead the tenant does not have or the caller may
 * not continue (decision 0040).
 */
export const action = apiAction("POST /api/trade-in/offer-accepted", {
  body: OfferAcceptedBody,
  source: "offer acceptance",
  rateLimits: ({ tenant, clientAddress, services }) => {
    const { limits } = services.settings
    return clientRules(tenant.slug, "lead", clientAddress, limits.leadPerClient, limits.leadPerNetwork)
  },
  handle: async (context, repositories) => {
    const { tenant, body, now } = context
    await requireContinuable(context, repositories, { kind: "lead", id: body.lead_id })
    // Accepted first, so the lead the dealer receives says the offer was taken.
    await repositories.valuations.acceptOffer(tenant.slug, body.lead_id, now)
    const lead = await storeLeadSubmission(
      repositories,
      tenant,
      { leadId: body.lead_id, fields: { ...body }, isLastStep: true },
      now,
      true
    )
    return reply({ lead_id: lead.id })
  }
})

/** Any other method: 405. */
export const loader = onlyMethod("POST")
