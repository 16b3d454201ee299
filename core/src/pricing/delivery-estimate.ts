import * as Schema from "effect/Schema"

/**
 * The delivery price lookup's answer for a postcode (stock document section 3, "Delivery estimate";
 * section 7): the price and the region's name, decoded where it enters.
 *
 * @example
 * import { DeliveryEstimateResponse } from "@dealer/core/pricing"
 * import { decodeOrThrow } from "@dealer/core/shared"
 *
 * decodeOrThrow(DeliveryEstimateResponse, { price: 990, name: "Brisbane Metro" }, "delivery estimate")
 */
export const DeliveryEstimateResponse = /* @__PURE__ */ Schema.Struct({
  price: /* @__PURE__ */ Schema.Finite.check(/* @__PURE__ */ Schema.isGreaterThanOrEqualTo(0)),
  name: Schema.String
})
export type DeliveryEstimateResponse = typeof DeliveryEstimateResponse.Type
