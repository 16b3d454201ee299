import { Schema } from "effect"
import { Maybe } from "../shared/maybe.ts"
import { OpenLiteral } from "../shared/open-literal.ts"

export const LocationType = OpenLiteral(["sales", "service", "parts", "service-and-parts", ""])
export type LocationType = typeof LocationType.Type

export const Address = Schema.Struct({
  street: Maybe(Schema.String),
  city: Schema.String,
  state: Schema.String,
  postcode: Schema.String.check(Schema.isPattern(/^\d{4}$/)),
  lat: Schema.Finite.check(Schema.isBetween({ minimum: -90, maximum: 90 })),
  long: Schema.Finite.check(Schema.isBetween({ minimum: -180, maximum: 180 }))
})
export type Address = typeof Address.Type

/**
 * A dealer location (first cut of section 3 "Location" of the finance-forms document).
 *
 * @example
 * decodeOrThrow(Location, json, "location 4")
 */
export const Location = Schema.Struct({
  id: Schema.Finite.check(Schema.isInt()),
  name: Schema.NonEmptyString,
  slug: Schema.NonEmptyString,
  location_type: LocationType,
  primary: Schema.Boolean,
  manufacturers: Schema.Array(Schema.String),
  dealership_id: Schema.Finite.check(Schema.isInt()),
  dealership_slug: Schema.NonEmptyString,
  address: Address,
  phone: Maybe(Schema.String)
})
export type Location = typeof Location.Type
