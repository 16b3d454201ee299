import { isLeadFormSpam, LeadPayloadExtras, type LeadFields } from "@dealer/core"
import { Schema } from "effect"
import { apiAction, onlyMethod } from "../../server/api-route.server.ts"
import { leadRules } from "../../server/rate-limit.server.ts"
import { reply } from "../../server/api-reply.server.ts"
import { decodeInput } from "../../server/decode-input.server.ts"
import { RowId } from "../../server/input-schemas.server.ts"
import { storeLeadSubmission } from "../../server/lead-submission.server.ts"
import { claimForBrowser, requireContinuable } from "../../server/record-ownership.server.ts"

const LeadSubmitBody = Schema.Struct({
  userData: Schema.Record(Schema.String, Schema.Unknown),
  isLastStep: Schema.Boolean,
  lead_id: Schema.optionalKey(Schema.NullOr(RowId))
})

// The lead's car is a column of its own: an id it cannot hold is refused, not failed on.
const LeadCar = Schema.Struct({ car_id: Schema.optionalKey(Schema.NullOr(RowId)) })

const withSendersBrowser = (userData: Readonly<Record<string, unknown>>, request: Request) =>
  "user_agent" in userData ? { ...userData, user_agent: request.headers.get("user-agent") ?? "" } : userData

const honeypotOf = (fields: Readonly<Record<string, unknown>>) =>
  typeof fields.website === "string" ? fields.website : null

/**
 * POST /api/leads: `{ userData, isLastStep, lead_id? }`, the payload of core's `leadPayload`. A
 * first submit (no `lead_id`) must carry the payload extras (400 naming `userData.<field>`) and
 * gives the new lead to the browser's continuation cookie (decision 0040); a later one adds a step
 * to the lead when the caller may continue it (its browser's cookie, or the signed-in shopper the
 * lead was sent by), 404 otherwise. The lead, and its ADF document when due, are committed before
 * the answer `{ lead_id }`. A filled honeypot (`website`) is answered the same and never delivered.
 */
export const action = apiAction("POST /api/leads", {
  body: LeadSubmitBody,
  source: "lead",
  rateLimits: ({ tenant, clientAddress, body, services }) =>
    leadRules(tenant.slug, clientAddress, services.settings.limits, isLeadFormSpam({ website: honeypotOf(body.userData) })),
  handle: async (context, repositories) => {
    const { tenant, body, now } = context
    const { isLastStep } = body
    // The lead names the browser that sent it, whatever the page it came from said.
    const userData = withSendersBrowser(body.userData, context.request)
    const leadId = body.lead_id ?? null
    if (leadId === null) decodeInput(LeadPayloadExtras, userData, "lead", "userData")
    decodeInput(LeadCar, userData, "lead", "userData")
    if (leadId !== null) await requireContinuable(context, repositories, { kind: "lead", id: leadId })
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
    const cookie = leadId === null ? await claimForBrowser(context, repositories, { kind: "lead", id: lead.id }) : {}
    return reply({ lead_id: lead.id, location_id: lead.locationId }, 200, cookie)
  }
})

/** Any other method: 405. */
export const loader = onlyMethod("POST")
