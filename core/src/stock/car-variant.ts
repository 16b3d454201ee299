import { Schema } from "effect"
import { Maybe } from "../shared/maybe.ts"

const Measure = Maybe(Schema.Finite)

/**
 * The manufacturer variant's specification of a car (stock document section 3, "variant";
 * finance-forms document section 3). Lengths in millimetres, masses in kilograms, fuel figures in
 * litres and L/100km, torque in Nm, as the data feeds send them.
 *
 * @example
 * decodeOrThrow(CarVariant, { cylinders: 4, enginesize_litres: 2.8, induction: "Turbo" }, "variant")
 */
export const CarVariant = Schema.Struct({
  cylinders: Maybe(Schema.Finite.check(Schema.isInt(), Schema.isGreaterThanOrEqualTo(0))),
  enginesize: Measure,
  enginesize_litres: Measure,
  induction: Maybe(Schema.String),
  fuelconsumptioncombined: Measure,
  fuelcapacity: Measure,
  grossvehiclemass: Measure,
  vehiclelength: Measure,
  vehicleheight: Measure,
  vehiclewidth: Measure,
  towingcapacitybraked: Measure,
  torque: Measure,
  ancaprating: Maybe(Schema.Finite.check(Schema.isBetween({ minimum: 0, maximum: 5 }))),
  bodyconfiguration: Maybe(Schema.String),
  geartype: Maybe(Schema.String)
})
export type CarVariant = typeof CarVariant.Type
