import { Schema } from "effect"
import { Maybe } from "../shared/maybe.ts"

const NonNegative = Schema.Finite.check(Schema.isGreaterThanOrEqualTo(0))

/**
 * A caravan's own specifications (section 3 of both documents): body width and length in feet,
 * tare and aggregate trailer mass in kilograms.
 *
 * @example
 * decodeOrThrow(CaravanSpecifications, { body_length: 21, sleeps: 4 }, "caravan")
 */
export const CaravanSpecifications = Schema.Struct({
  body_width: Maybe(NonNegative),
  body_length: Maybe(NonNegative),
  tare_weight: Maybe(NonNegative),
  axle_type: Maybe(Schema.String),
  sleeps: Maybe(NonNegative.check(Schema.isInt())),
  aggregate_trailer_mass: Maybe(NonNegative)
})
export type CaravanSpecifications = typeof CaravanSpecifications.Type
