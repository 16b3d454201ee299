import * as Schema from "effect/Schema"
import { decodeOrThrow } from "../shared/decode.ts"
import type { Texts } from "../tenant/texts.ts"
import type { TradeInOffer, TradeInVehicle } from "./trade-in-adjustments.ts"

/** The category a trade-in lead is sent with (the specification does not name one). */
export const TRADE_IN_CATEGORY = "Trade In"

/** The subcategory of the lead sent with the rego lookup; the accepted offer is '3. Offer Accepted'. */
export const TRADE_IN_LOOKUP_SUBCATEGORY = "1. Rego Lookup"

/** A condition question as the rego lookup answers it. */
const AdjustmentQuestion = /* @__PURE__ */ Schema.Struct({
  id: Schema.String,
  label: Schema.String,
  options: /* @__PURE__ */ Schema.Array(Schema.String)
})

/**
 * The rego lookup's answer as the valuation needs it: the valuation's id and the car found, with
 * its build year, description and condition questions (other fields of the answer are ignored).
 *
 * @example
 * import { RegoLookupAnswer } from "@dealer/core/forms"
 * import { decodeOrThrow } from "@dealer/core/shared"
 *
 * decodeOrThrow(RegoLookupAnswer, { id: 9, vehicle: { year: 2021, description: "2021 Kia Sportage S", questions: [] } }, "rego lookup")
 */
export const RegoLookupAnswer = /* @__PURE__ */ Schema.Struct({
  id: /* @__PURE__ */ Schema.Union([Schema.Finite, Schema.String]),
  vehicle: /* @__PURE__ */ Schema.Struct({
    year: Schema.Finite,
    description: Schema.String,
    questions: /* @__PURE__ */ Schema.Array(AdjustmentQuestion)
  })
})
export type RegoLookupAnswer = typeof RegoLookupAnswer.Type

/**
 * The looked-up car as a form carries it between steps (core's `TradeInVehicle`).
 *
 * @example
 * import { TradeInVehicleRecord } from "@dealer/core/forms"
 * import { decodeOrThrow } from "@dealer/core/shared"
 *
 * const hidden = '{"id":9,"year":2021,"description":"2021 Kia Sportage S","questions":[]}'
 * decodeOrThrow(TradeInVehicleRecord, JSON.parse(hidden), "trade-in vehicle").description // => "2021 Kia Sportage S"
 */
export const TradeInVehicleRecord = /* @__PURE__ */ Schema.Struct({
  id: /* @__PURE__ */ Schema.Union([Schema.Finite, Schema.String]),
  year: Schema.Finite,
  description: Schema.String,
  questions: /* @__PURE__ */ Schema.Array(AdjustmentQuestion)
})

/**
 * The car a rego lookup found, as the valuation flow carries it; throws a `DecodeError` for an
 * answer without a year, description or questions.
 *
 * @example
 * import { tradeInVehicleFromLookup } from "@dealer/core/forms"
 *
 * tradeInVehicleFromLookup({ id: 9, vehicle: { year: 2021, description: "2021 Kia Sportage S", questions: [] } })
 * // => { id: 9, year: 2021, description: "2021 Kia Sportage S", questions: [] }
 */
export function tradeInVehicleFromLookup(answer: unknown): TradeInVehicle {
  const { id, vehicle } = decodeOrThrow(RegoLookupAnswer, answer, "rego lookup answer")
  return { id, year: vehicle.year, description: vehicle.description, questions: vehicle.questions }
}

/**
 * The offer of an adjustments answer. The page asks for one only for a car that gets an online
 * estimate; should the valuation still give none (`offer_price: null`), the seller reads that we
 * will be in touch instead of an empty offer.
 *
 * @example
 * import { tradeInOfferFromAnswer } from "@dealer/core/forms"
 * import { defaultTexts } from "@dealer/core/tenant"
 *
 * tradeInOfferFromAnswer({ offer_price: 18500 }, defaultTexts) // => { offer_price: 18500 }
 */
export function tradeInOfferFromAnswer(
  answer: { readonly offer_price: number | null },
  texts: Pick<Texts, "tradeInInTouch">
): TradeInOffer {
  if (answer.offer_price === null) throw new Error(texts.tradeInInTouch)
  return { offer_price: answer.offer_price }
}
