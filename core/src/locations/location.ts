import { Schema } from "effect"
import { OpeningHourEntry } from "../hours/opening-hour-entry.ts"
import { Maybe } from "../shared/maybe.ts"
import { OpenLiteral } from "../shared/open-literal.ts"
import { withDefault } from "../shared/with-default.ts"
import { ReviewAggregate } from "./review.ts"

/** What a location does; empty means unspecified, and unknown values decode to `"other"`. */
export const LocationType = OpenLiteral(["sales", "service", "parts", "service-and-parts", ""])
export type LocationType = typeof LocationType.Type

const Id = Schema.Finite.check(Schema.isInt())

/**
 * A location's street address and map position (001 section 3, "Location" address).
 *
 * @example
 * decodeOrThrow(Address, { city: "Southport", state: "QLD", postcode: "4215", lat: -27.97, long: 153.4 }, "address")
 */
export const Address = Schema.Struct({
  street: Maybe(Schema.String),
  city: Schema.String,
  state: Schema.String,
  postcode: Schema.String.check(Schema.isPattern(/^\d{4}$/)),
  lat: Schema.Finite.check(Schema.isBetween({ minimum: -90, maximum: 90 })),
  long: Schema.Finite.check(Schema.isBetween({ minimum: -180, maximum: 180 })),
  place_id: Maybe(Schema.String),
  place_url: Maybe(Schema.String),
  map_key: Maybe(Schema.String)
})
export type Address = typeof Address.Type

/**
 * How to reach a location and when it is open.
 *
 * @example
 * decodeOrThrow(ContactDetail, { phone: "+61755550123", opening_hours: [] }, "contact")
 */
export const ContactDetail = Schema.Struct({
  phone: Maybe(Schema.String),
  landline_phone: Maybe(Schema.String),
  opening_hours: withDefault(Schema.Array(OpeningHourEntry), [])
})
export type ContactDetail = typeof ContactDetail.Type

/**
 * A dealer location (001 section 3, "Location"; 000 section 3, "Dealership location"). The
 * top-level `phone` is kept beside `contact_detail.phone` for stored tenant configurations.
 *
 * @example
 * decodeOrThrow(Location, json, "location 4")
 */
export const Location = Schema.Struct({
  id: Id,
  name: Schema.NonEmptyString,
  slug: Schema.NonEmptyString,
  location_type: withDefault(LocationType, ""),
  location_subtype: Maybe(Schema.String),
  visible: withDefault(Schema.Boolean, true),
  primary: withDefault(Schema.Boolean, false),
  manufacturers: withDefault(Schema.Array(Schema.String), []),
  dealership_id: Id,
  dealership_slug: Schema.NonEmptyString,
  dealer_license_number: Maybe(Schema.String),
  motor_vehicle_repairer: Maybe(Schema.String),
  address: Address,
  contact_detail: Maybe(ContactDetail),
  phone: Maybe(Schema.String),
  image: Maybe(Schema.Struct({ thumb: Maybe(Schema.String) })),
  reviews: Maybe(ReviewAggregate),
  average_rating: Maybe(Schema.Finite.check(Schema.isBetween({ minimum: 0, maximum: 5 }))),
  review_count: Maybe(Schema.Finite.check(Schema.isInt(), Schema.isGreaterThanOrEqualTo(0)))
})
export type Location = typeof Location.Type
