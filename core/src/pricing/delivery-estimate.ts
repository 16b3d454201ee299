import { Schema } from "effect"

/**
 * The delivery price lookup's answer for a postcode (stock document section 3, "Delivery estimate";
 * section 7): the price and the region's name, decoded where it enters.
 *
 * @example
 * decodeOrThrow(DeliveryEstimateResponse, { price: 990, name: "Brisbane Metro" }, "delivery estimate")
 */
export const DeliveryEstimateResponse = Schema.Struct({
  price: Schema.Finite.check(Schema.isGreaterThanOrEqualTo(0)),
  name: Schema.String
})
export type DeliveryEstimateResponse = typeof DeliveryEstimateResponse.Type
