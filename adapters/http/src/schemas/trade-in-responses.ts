import { Maybe } from "@dealer/core"
import { Schema } from "effect"

/** A valuation's id as the trade-in service issues it (core's `Valuation.id`). */
export const ValuationId = Schema.Union([Schema.Finite, Schema.String])

/**
 * `POST /api/trade-in/rego-lookup`: the valuation's id and the vehicle found for the plate (its
 * fields are not shown in the specification, so they are kept as an open record).
 *
 * @example
 * decodeResult(RegoLookupResponse, { id: "val_9", vehicle: { make: "Toyota" } }, "rego lookup")
 */
export const RegoLookupResponse = Schema.Struct({
  id: ValuationId,
  vehicle: Schema.Record(Schema.String, Schema.Unknown)
})
export type RegoLookupResponse = typeof RegoLookupResponse.Type

/**
 * `POST /api/trade-in/adjustments`: the online offer, or `offer_price: null` when no online
 * estimate applies.
 *
 * @example
 * decodeResult(AdjustmentsResponse, { id: "val_9", offer_price: 18500 }, "adjustments")
 */
export const AdjustmentsResponse = Schema.Struct({
  id: ValuationId,
  offer_price: Schema.NullOr(Schema.Finite)
})
export type AdjustmentsResponse = typeof AdjustmentsResponse.Type

/**
 * `POST /api/miscellaneous`: a success flag, and a message when the API gives one.
 *
 * @example
 * decodeResult(SuccessResponse, { success: true }, "valuation save")
 */
export const SuccessResponse = Schema.Struct({ success: Schema.Boolean, message: Maybe(Schema.String) })
export type SuccessResponse = typeof SuccessResponse.Type
