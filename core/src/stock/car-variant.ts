import * as Schema from "effect/Schema"
import { Maybe } from "../shared/maybe.ts"

const Measure = /* @__PURE__ */ Maybe(Schema.Finite)

/**
 * The manufacturer variant's specification of a car (stock document section 3, "variant";
 * finance-forms document section 3). Lengths in millimetres, masses in kilograms, fuel figures in
 * litres and L/100km, torque in Nm, as the data feeds send them.
 *
 * @example
 * import { decodeOrThrow } from "@dealer/core/shared"
 * import { CarVariant } from "@dealer/core/stock"
 *
 * decodeOrThrow(CarVariant, { cylinders: 4, enginesize_litres: 2.8, induction: "Turbo" }, "variant")
 */
export const CarVariant = /* @__PURE__ */ Schema.Struct({
  cylinders: /* @__PURE__ */ Maybe(/* @__PURE__ */ Schema.Finite.check(/* @__PURE__ */ Schema.isInt(), /* @__PURE__ */ Schema.isGreaterThanOrEqualTo(0))),
  enginesize: Measure,
  enginesize_litres: Measure,
  induction: /* @__PURE__ */ Maybe(Schema.String),
  fuelconsumptioncombined: Measure,
  fuelcapacity: Measure,
  grossvehiclemass: Measure,
  vehiclelength: Measure,
  vehicleheight: Measure,
  vehiclewidth: Measure,
  towingcapacitybraked: Measure,
  torque: Measure,
  ancaprating: /* @__PURE__ */ Maybe(/* @__PURE__ */ Schema.Finite.check(/* @__PURE__ */ Schema.isBetween({ minimum: 0, maximum: 5 }))),
  bodyconfiguration: /* @__PURE__ */ Maybe(Schema.String),
  geartype: /* @__PURE__ */ Maybe(Schema.String)
})
export type CarVariant = typeof CarVariant.Type
