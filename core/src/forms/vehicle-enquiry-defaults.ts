import * as Schema from "effect/Schema"
import { Maybe } from "../shared/maybe.ts"
import type { Car } from "../stock/car.ts"

/**
 * The values an enquiry about one vehicle starts with (section 3 of document 001, "Default values
 * of the vehicle enquiry"); opt_in starts ticked.
 *
 * @example
 * import { VehicleEnquiryDefaults } from "@dealer/core/forms"
 * import { decodeOrThrow } from "@dealer/core/shared"
 *
 * const stored = {
 *   dealership_slug: "acme-toyota", manufacturer_slug: "toyota", stock_number: "T1234", "Vehicle Make": "Toyota", "Vehicle Model": "Hilux",
 *   car_type: "used", car_id: 1, vehicle_status: "in_stock", opt_in: true, message: ""
 * }
 * decodeOrThrow(VehicleEnquiryDefaults, stored, "enquiry defaults").opt_in // => true
 */
export const VehicleEnquiryDefaults = /* @__PURE__ */ Schema.Struct({
  dealership_slug: /* @__PURE__ */ Schema.NullOr(Schema.String),
  manufacturer_slug: Schema.String,
  stock_number: /* @__PURE__ */ Schema.NullOr(Schema.String),
  "Vehicle Make": Schema.String,
  "Vehicle Model": Schema.String,
  car_type: Schema.String,
  car_id: Schema.Finite,
  vehicle_status: Schema.String,
  opt_in: Schema.Boolean,
  message: Schema.String,
  subcategory: /* @__PURE__ */ Maybe(Schema.String)
})
export type VehicleEnquiryDefaults = typeof VehicleEnquiryDefaults.Type

type EnquiredCar = Pick<Car, "id" | "make" | "model" | "car_type" | "status" | "stocknum" | "dealership_slug">

/**
 * A make as a URL slug: lower case, runs of anything else than letters and digits as one hyphen.
 *
 * @example
 * import { manufacturerSlug } from "@dealer/core/forms"
 *
 * manufacturerSlug("Land Rover") // => "land-rover"
 */
export function manufacturerSlug(make: string): string {
  return make
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
}

/**
 * The starting values of an enquiry about a car. The message and subcategory come from the button
 * that opened the form (for example "Find Me Something Similar").
 *
 * @example
 * import { vehicleEnquiryDefaults } from "@dealer/core/forms"
 * import { exampleCar } from "@dealer/core/testing"
 *
 * const car = exampleCar()
 *
 * vehicleEnquiryDefaults(car, { message: "", subcategory: null })
 * // { dealership_slug: "brisbane-toyota", manufacturer_slug: "toyota", stock_number: "T1234", "Vehicle Make": "Toyota", ..., opt_in: true }
 */
export function vehicleEnquiryDefaults(
  car: EnquiredCar,
  opener: { readonly message: string; readonly subcategory: string | null }
): VehicleEnquiryDefaults {
  return {
    dealership_slug: car.dealership_slug ?? null,
    manufacturer_slug: manufacturerSlug(car.make),
    stock_number: car.stocknum ?? null,
    "Vehicle Make": car.make,
    "Vehicle Model": car.model,
    car_type: car.car_type,
    car_id: car.id,
    vehicle_status: car.status,
    opt_in: true,
    message: opener.message,
    subcategory: opener.subcategory
  }
}
