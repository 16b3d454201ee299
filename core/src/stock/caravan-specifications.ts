import * as Schema from "effect/Schema"
import { Maybe } from "../shared/maybe.ts"

const NonNegative = /* @__PURE__ */ Schema.Finite.check(/* @__PURE__ */ Schema.isGreaterThanOrEqualTo(0))

/**
 * A caravan's own specifications (section 3 of both documents): body width and length in feet,
 * tare and aggregate trailer mass in kilograms.
 *
 * @example
 * import { decodeOrThrow } from "@dealer/core/shared"
 * import { CaravanSpecifications } from "@dealer/core/stock"
 *
 * decodeOrThrow(CaravanSpecifications, { body_length: 21, sleeps: 4 }, "caravan")
 */
export const CaravanSpecifications = /* @__PURE__ */ Schema.Struct({
  body_width: /* @__PURE__ */ Maybe(NonNegative),
  body_length: /* @__PURE__ */ Maybe(NonNegative),
  tare_weight: /* @__PURE__ */ Maybe(NonNegative),
  axle_type: /* @__PURE__ */ Maybe(Schema.String),
  sleeps: /* @__PURE__ */ Maybe(/* @__PURE__ */ NonNegative.check(/* @__PURE__ */ Schema.isInt())),
  aggregate_trailer_mass: /* @__PURE__ */ Maybe(NonNegative)
})
export type CaravanSpecifications = typeof CaravanSpecifications.Type
