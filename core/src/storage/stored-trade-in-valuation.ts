import { Schema } from "effect"
import { Maybe } from "../shared/maybe.ts"

/**
 * A trade-in valuation in progress (`TradeInValuation`), kept locally so the flow survives a reload
 * (document 001, section 3 "Valuation").
 *
 * @example
 * const valuation = decodeOrThrow(StoredTradeInValuation, { rego: "ABC123", regoState: "QLD" }, "valuation")
 */
export const StoredTradeInValuation = Schema.Struct({
  id: Maybe(Schema.Union([Schema.Finite, Schema.String])),
  rego: Maybe(Schema.String),
  regoState: Maybe(Schema.String),
  adjustmentAnswers: Maybe(Schema.Record(Schema.String, Schema.Unknown)),
  offer_price: Maybe(Schema.Finite),
  lead_id: Maybe(Schema.Union([Schema.Finite, Schema.String])),
  form_completed: Maybe(Schema.Boolean),
  offer_accepted: Maybe(Schema.Boolean)
})
export type StoredTradeInValuation = typeof StoredTradeInValuation.Type
