import { isLeadFormSpam, LeadPayloadExtras, type LeadFields } from "@dealer/core"
import { Schema } from "effect"
import { apiAction, onlyMethod } from "../../server/api-route.server.ts"
import { reply } from "../../server/api-reply.server.ts"
import { decodeInput } from "../../server/decode-input.server.ts"
import { RowId } from "../../server/input-schemas.server.ts"
import { storeLeadSubmission } from "../../server/lead-submission.server.ts"

const LeadSubmitBody = Schema.Struct({
  userData: Schema.Record(Schema.String, Schema.Unknown),
  isLastStep: Schema.Boolean,
  lead_id: Schema.optionalKey(Schema.NullOr(RowId))
})

// The lead's car is a column of its own: an id it cannot hold is refused, not failed on.
const LeadCar = Schema.Struct({ car_id: Schema.optionalKey(Schema.NullOr(RowId)) })

const honeypotOf = (fields: Readonly<Record<string, unknown>>) =>
  typeof fields.website === "string" ? fields.website : null

/**
 * POST /api/leads: `{ userData, isLastStep, lead_id? }`, the payload of core's `leadPayload`. A
 * first submit (no `lead_id`) must carry the payload extras (400 naming `userData.<field>`); a
 * later one adds a step to the tenant's lead (404 otherwise). The lead, and its ADF document when
 * due, are committed before the answer `{ lead_id }`. A filled honeypot (`website`) is answered
 * the same and never delivered.
 */
export const action = apiAction("POST /api/leads", {
  body: LeadSubmitBody,
  source: "lead",
  rateLimits: ({ tenant, clientAddress, services }) => [
    { key: `${tenant.slug}:lead:client:${clientAddress}`, ...services.settings.limits.leadPerClient },
    { key: `${tenant.slug}:lead`, ...services.settings.limits.leadPerTenant }
  ],
  handle: async ({ tenant, body, now }, repositories) => {
    const { userData, isLastStep } = body
    const leadId = body.lead_id ?? null
    if (leadId === null) decodeInput(LeadPayloadExtras, userData, "lead", "userData")
    decodeInput(LeadCar, userData, "lead", "userData")
    const lead = await storeLeadSubmission(
      repositories,
      tenant,
      leadId === null
        ? {
            leadId,
            fields: userData as LeadFields,
            isLastStep,
            spam: isLeadFormSpam({ website: honeypotOf(userData) })
          }
        : { leadId, fields: userData, isLastStep },
      now
    )
    return reply({ lead_id: lead.id })
  }
})

/** Any other method: 405. */
export const loader = onlyMethod("POST")
