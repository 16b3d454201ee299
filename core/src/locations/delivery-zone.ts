import * as Schema from "effect/Schema"

/**
 * One delivery price band of a tenant: deliveries up to `up_to_km` from the car's location cost
 * `price` and are named `name` (000 section 3, "Delivery estimate": price, name).
 *
 * @example
 * import { DeliveryZone } from "@dealer/core/locations"
 * import { decodeOrThrow } from "@dealer/core/shared"
 *
 * decodeOrThrow(DeliveryZone, { up_to_km: 50, price: 149, name: "Local" }, "zone")
 */
export const DeliveryZone = /* @__PURE__ */ Schema.Struct({
  up_to_km: /* @__PURE__ */ Schema.Finite.check(/* @__PURE__ */ Schema.isGreaterThan(0)),
  price: /* @__PURE__ */ Schema.Finite.check(/* @__PURE__ */ Schema.isGreaterThanOrEqualTo(0)),
  name: Schema.NonEmptyString
})
export type DeliveryZone = typeof DeliveryZone.Type

/**
 * The default bands: local, regional, interstate and long distance. The last reaches 4,500 km,
 * past the longest distance between two points of mainland Australia and Tasmania (about 4,000 km),
 * because delivery is available anywhere in Australia (000 section 9).
 *
 * @example
 * import { defaultDeliveryZones } from "@dealer/core/locations"
 *
 * defaultDeliveryZones[0] // => { up_to_km: 50, price: 149, name: "Local" }
 */
export const defaultDeliveryZones: ReadonlyArray<DeliveryZone> = [
  { up_to_km: 50, price: 149, name: "Local" },
  { up_to_km: 200, price: 349, name: "Regional" },
  { up_to_km: 1000, price: 890, name: "Interstate" },
  { up_to_km: 4500, price: 1790, name: "Long Distance" }
]
