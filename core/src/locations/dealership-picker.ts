import * as Option from "effect/Option"
import * as Schema from "effect/Schema"
import type { Texts } from "../tenant/texts.ts"
import type { GeoPoint } from "./great-circle-distance.ts"
import type { Location } from "./location.ts"
import { nearbyLocations, type LocationDistance } from "./nearby-locations.ts"

/** The place picker's reach (000 sections 5 and 9): dealerships within 250 km, at most 5. */
export const PLACE_PICKER = {
  radiusKm: 250,
  maxDealerships: 5,
  /** Place suggestions are restricted to Australia and to regions. */
  country: "au",
  placeTypes: ["(regions)"],
  debounceMs: 300
} as const

const Id = /* @__PURE__ */ Schema.Finite.check(/* @__PURE__ */ Schema.isInt())

/**
 * The form fields a dealership picker fills (000 section 3, "Dealership picker form fields").
 *
 * @example
 * import { DealershipPickerFields } from "@dealer/core/locations"
 * import { decodeOrThrow } from "@dealer/core/shared"
 *
 * decodeOrThrow(DealershipPickerFields, { dealership_name: "Coastal Kia Southport", location_id: 21, dealership_id: 201, dealership_slug: "coastal-kia" }, "picker")
 */
export const DealershipPickerFields = /* @__PURE__ */ Schema.Struct({
  dealership_name: Schema.NonEmptyString,
  location_id: Id,
  dealership_id: Id,
  dealership_slug: Schema.NonEmptyString
})
export type DealershipPickerFields = typeof DealershipPickerFields.Type

/**
 * The locations a place result offers in the dealership picker: within 250 km, nearest first,
 * at most 5.
 *
 * @example
 * import { dealershipsNearPlace } from "@dealer/core/locations"
 * import { exampleTenant } from "@dealer/core/testing"
 *
 * const tenant = exampleTenant()
 *
 * dealershipsNearPlace(tenant.locations, { lat: -28.0, long: 153.4 }).length // <= 5
 */
export function dealershipsNearPlace<L extends { readonly address: GeoPoint }>(
  locations: ReadonlyArray<L>,
  place: GeoPoint
): ReadonlyArray<LocationDistance<L>> {
  return nearbyLocations(locations, place, PLACE_PICKER.radiusKm).slice(0, PLACE_PICKER.maxDealerships)
}

/**
 * The picker's form fields for a chosen location.
 *
 * @example
 * import { dealershipPickerFields } from "@dealer/core/locations"
 *
 * const location = { id: 21, name: "Coastal Kia Southport", dealership_id: 201, dealership_slug: "coastal-kia" }
 * dealershipPickerFields(location) // => { dealership_name: "Coastal Kia Southport", location_id: 21, dealership_id: 201, dealership_slug: "coastal-kia" }
 */
export function dealershipPickerFields(
  location: Pick<Location, "id" | "name" | "dealership_id" | "dealership_slug">
): DealershipPickerFields {
  return {
    dealership_name: location.name,
    location_id: location.id,
    dealership_id: location.dealership_id,
    dealership_slug: location.dealership_slug
  }
}

/** The chosen dealership's fields, or the message shown when none is chosen. */
export type DealershipPickerValidation =
  | { readonly valid: true; readonly fields: DealershipPickerFields }
  | { readonly valid: false; readonly message: string }

/**
 * The picker is required (000 section 5): without a chosen dealership it answers the spec's message.
 *
 * @example
 * import { validateDealershipPicker } from "@dealer/core/locations"
 * import { defaultTexts } from "@dealer/core/tenant"
 *
 * validateDealershipPicker(null, defaultTexts) // => { valid: false, message: "*Please select a dealership location" }
 */
export function validateDealershipPicker(
  fields: Partial<DealershipPickerFields> | null | undefined,
  texts: Pick<Texts, "dealershipPickerRequired">
): DealershipPickerValidation {
  const decoded = fields ? Schema.decodeUnknownOption(DealershipPickerFields)(fields) : Option.none()
  return Option.isSome(decoded)
    ? { valid: true, fields: decoded.value }
    : { valid: false, message: texts.dealershipPickerRequired }
}
