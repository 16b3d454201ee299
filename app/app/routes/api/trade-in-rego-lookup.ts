import { isRegoFormat, RegoState, regoLookupRequest, type Texts } from "@dealer/core"
import { Schema } from "effect"
import { notFound } from "../../server/api-error.server.ts"
import { apiMessages } from "../../server/api-messages.server.ts"
import { apiAction, onlyMethod } from "../../server/api-route.server.ts"
import { clientRules } from "../../server/rate-limit.server.ts"
import { reply } from "../../server/api-reply.server.ts"
import { claimForBrowser } from "../../server/record-ownership.server.ts"

// The trade-in form's own rego rule (core's `isRegoFormat`), refused in the tenant's words.
const regoLookupBody = (texts: Texts) =>
  Schema.Struct({
    rego: Schema.String.check(Schema.makeFilter((rego: string) => isRegoFormat(rego) || texts.tradeInRegoInvalid)),
    regoState: RegoState
  })

/**
 * POST /api/trade-in/rego-lookup: finds the car through the `TradeInValuer` port and starts a
 * valuation; `{ id, vehicle: { year, make, model, description, questions } }`, 404 when no car
 * has the plate. The market value stays on the server; the valuation is given to the browser's
 * continuation cookie (decision 0040).
 */
export const action = apiAction("POST /api/trade-in/rego-lookup", {
  body: { withTexts: regoLookupBody },
  source: "rego lookup",
  rateLimits: ({ tenant, clientAddress, services }) => {
    const { limits } = services.settings
    return [
      ...clientRules(tenant.slug, "rego-lookup", clientAddress, limits.regoLookupPerClient),
      ...clientRules(tenant.slug, "valuation", clientAddress, limits.writePerClient, limits.writePerNetwork)
    ]
  },
  handle: async (context, repositories) => {
    const { tenant, body, now, services } = context
    const { rego, regoState } = regoLookupRequest(body.rego, body.regoState)
    const vehicle = await services.tradeInValuer.lookup(rego, regoState)
    if (vehicle === null) throw notFound(apiMessages.noSuchRego)
    const valuation = await repositories.valuations.recordLookup({
      tenantSlug: tenant.slug,
      rego,
      regoState,
      vehicle: { ...vehicle },
      now
    })
    const { marketValue: _, ...shown } = vehicle
    const cookie = await claimForBrowser(context, repositories, { kind: "valuation", id: valuation.id })
    return reply({ id: valuation.id, vehicle: shown }, 200, cookie)
  }
})

/** Any other method: 405. */
export const loader = onlyMethod("POST")
