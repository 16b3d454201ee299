import { Schema } from "effect"
import { withDefault } from "../shared/with-default.ts"

const Days = Schema.Finite.check(Schema.isInt(), Schema.isGreaterThanOrEqualTo(0))

/**
 * A tenant's stock settings: every "on some tenants" variant of stock display as a named field with
 * the specification's default, so no rule compares a slug.
 */
export const StockSettings = Schema.Struct({
  /** Electric, hybrid or PHEV fuel tag first on cards (card tag step 1). */
  ev_fuel_tag: withDefault(Schema.Boolean, false),
  /** Certified used logo on cards (card tag step 3). */
  certified_logo: withDefault(Schema.Boolean, false),
  /** Cars created within this many days get the new-arrival tag. */
  just_arrived_days: withDefault(Days, 8)
})
export type StockSettings = typeof StockSettings.Type
