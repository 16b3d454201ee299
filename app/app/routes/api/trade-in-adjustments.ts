import { decodeResult, fillText } from "@dealer/core"
import { tradeInAppraisal } from "@dealer/core/platform"
import { Result, Schema } from "effect"
import { invalidInput, notFound } from "../../server/api-error.server.ts"
import { apiMessages } from "../../server/api-messages.server.ts"
import { apiAction, onlyMethod } from "../../server/api-route.server.ts"
import { clientRules } from "../../server/rate-limit.server.ts"
import { reply } from "../../server/api-reply.server.ts"
import { IdText, idNumber } from "../../server/input-schemas.server.ts"
import { requireContinuable } from "../../server/record-ownership.server.ts"

const AdjustmentsBody = Schema.Struct({
  id: IdText,
  adjustmentAnswers: Schema.Record(Schema.String, Schema.Unknown)
})

// What the lookup stored of the car; an older valuation without it gets no online estimate.
const StoredVehicle = Schema.Struct({ year: Schema.Finite, marketValue: Schema.Finite })

const kilometres = (answers: Readonly<Record<string, unknown>>) => {
  const value = answers.kms
  const km = typeof value === "number" ? value : typeof value === "string" ? Number(value.replace(/[\s,]/g, "")) : NaN
  return Number.isFinite(km) ? km : null
}

/**
 * POST /api/trade-in/adjustments: prices the seller's answers (`tradeInAppraisal`) and stores
 * them; `{ id, offer_price }`, `offer_price: null` when no online estimate applies; 400 naming
 * `adjustmentAnswers.<question>` for one unanswered; 404 for a valuation the tenant does not have
 * or the caller may not continue (decision 0040).
 */
export const action = apiAction("POST /api/trade-in/adjustments", {
  body: AdjustmentsBody,
  source: "trade-in adjustments",
  rateLimits: ({ tenant, clientAddress, services }) => {
    const { limits } = services.settings
    return clientRules(tenant.slug, "valuation", clientAddress, limits.writePerClient, limits.writePerNetwork)
  },
  handle: async (context, repositories) => {
    const { tenant, body, now } = context
    const id = idNumber(body.id)
    await requireContinuable(context, repositories, { kind: "valuation", id })
    const valuation = await repositories.valuations.findById(tenant.slug, id)
    if (valuation === null) throw notFound(apiMessages.noSuchValuation)
    const vehicle = decodeResult(StoredVehicle, valuation.vehicle, "valued vehicle")
    const appraisal = Result.isSuccess(vehicle)
      ? tradeInAppraisal(
          { ...vehicle.success, km: kilometres(body.adjustmentAnswers) },
          body.adjustmentAnswers,
          now,
          tenant.forms
        )
      : ({ kind: "no-estimate" } as const)
    if (appraisal.kind === "unanswered") {
      const message = fillText(tenant.texts.tradeInAnswerRequired, { question: appraisal.question.label })
      throw invalidInput([{ path: `adjustmentAnswers.${appraisal.question.id}`, message }])
    }
    const offerPrice = appraisal.kind === "offer" ? appraisal.offerPrice : null
    await repositories.valuations.recordAdjustments({
      tenantSlug: tenant.slug,
      id,
      adjustmentAnswers: body.adjustmentAnswers,
      offerPrice,
      now
    })
    return reply({ id, offer_price: offerPrice })
  }
})

/** Any other method: 405. */
export const loader = onlyMethod("POST")
