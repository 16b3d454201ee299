import * as Schema from "effect/Schema"
import { Maybe } from "../shared/maybe.ts"

/**
 * A trade-in valuation in progress (`TradeInValuation`), kept locally so the flow survives a reload
 * (document 001, section 3 "Valuation").
 *
 * @example
 * import { decodeOrThrow } from "@dealer/core/shared"
 * import { StoredTradeInValuation } from "@dealer/core/storage"
 *
 * const valuation = decodeOrThrow(StoredTradeInValuation, { rego: "ABC123", regoState: "QLD" }, "valuation")
 */
export const StoredTradeInValuation = /* @__PURE__ */ Schema.Struct({
  id: /* @__PURE__ */ Maybe(/* @__PURE__ */ Schema.Union([Schema.Finite, Schema.String])),
  rego: /* @__PURE__ */ Maybe(Schema.String),
  regoState: /* @__PURE__ */ Maybe(Schema.String),
  adjustmentAnswers: /* @__PURE__ */ Maybe(/* @__PURE__ */ Schema.Record(Schema.String, Schema.Unknown)),
  offer_price: /* @__PURE__ */ Maybe(Schema.Finite),
  lead_id: /* @__PURE__ */ Maybe(/* @__PURE__ */ Schema.Union([Schema.Finite, Schema.String])),
  form_completed: /* @__PURE__ */ Maybe(Schema.Boolean),
  offer_accepted: /* @__PURE__ */ Maybe(Schema.Boolean)
})
export type StoredTradeInValuation = typeof StoredTradeInValuation.Type
