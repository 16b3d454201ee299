import * as Schema from "effect/Schema"
import { OpeningHourEntry } from "../hours/opening-hour-entry.ts"
import { Maybe } from "../shared/maybe.ts"
import { OpenLiteral } from "../shared/open-literal.ts"
import { withDefault } from "../shared/with-default.ts"
import { ReviewAggregate } from "./review.ts"

/** What a location does; empty means unspecified, and unknown values decode to `"other"`. */
export const LocationType = /* @__PURE__ */ OpenLiteral(["sales", "service", "parts", "service-and-parts", ""])
export type LocationType = typeof LocationType.Type

const Id = /* @__PURE__ */ Schema.Finite.check(/* @__PURE__ */ Schema.isInt())

/**
 * A location's street address and map position (001 section 3, "Location" address).
 *
 * @example
 * import { Address } from "@dealer/core/locations"
 * import { decodeOrThrow } from "@dealer/core/shared"
 *
 * decodeOrThrow(Address, { city: "Southport", state: "QLD", postcode: "4215", lat: -27.97, long: 153.4 }, "address")
 */
export const Address = /* @__PURE__ */ Schema.Struct({
  street: /* @__PURE__ */ Maybe(Schema.String),
  city: Schema.String,
  state: Schema.String,
  postcode: /* @__PURE__ */ Schema.String.check(/* @__PURE__ */ Schema.isPattern(/^\d{4}$/)),
  lat: /* @__PURE__ */ Schema.Finite.check(/* @__PURE__ */ Schema.isBetween({ minimum: -90, maximum: 90 })),
  long: /* @__PURE__ */ Schema.Finite.check(/* @__PURE__ */ Schema.isBetween({ minimum: -180, maximum: 180 })),
  place_id: /* @__PURE__ */ Maybe(Schema.String),
  place_url: /* @__PURE__ */ Maybe(Schema.String),
  map_key: /* @__PURE__ */ Maybe(Schema.String)
})
export type Address = typeof Address.Type

/**
 * How to reach a location and when it is open.
 *
 * @example
 * import { ContactDetail } from "@dealer/core/locations"
 * import { decodeOrThrow } from "@dealer/core/shared"
 *
 * decodeOrThrow(ContactDetail, { phone: "+61755550123", opening_hours: [] }, "contact")
 */
export const ContactDetail = /* @__PURE__ */ Schema.Struct({
  phone: /* @__PURE__ */ Maybe(Schema.String),
  landline_phone: /* @__PURE__ */ Maybe(Schema.String),
  opening_hours: /* @__PURE__ */ withDefault(/* @__PURE__ */ Schema.Array(OpeningHourEntry), [])
})
export type ContactDetail = typeof ContactDetail.Type

/**
 * A dealer location (001 section 3, "Location"; 000 section 3, "Dealership location"). The
 * top-level `phone` is kept beside `contact_detail.phone` for stored tenant configurations.
 *
 * @example
 * import { Location } from "@dealer/core/locations"
 * import { decodeOrThrow } from "@dealer/core/shared"
 *
 * const json = {
 *   id: 4, name: "Southport", slug: "southport", location_type: "sales", dealership_id: 2, dealership_slug: "coastal-kia",
 *   address: { city: "Southport", state: "QLD", postcode: "4215", lat: -27.97, long: 153.41 }
 * }
 * decodeOrThrow(Location, json, "location 4").address.postcode // => "4215"
 */
export const Location = /* @__PURE__ */ Schema.Struct({
  id: Id,
  name: Schema.NonEmptyString,
  slug: Schema.NonEmptyString,
  location_type: /* @__PURE__ */ withDefault(LocationType, ""),
  location_subtype: /* @__PURE__ */ Maybe(Schema.String),
  visible: /* @__PURE__ */ withDefault(Schema.Boolean, true),
  primary: /* @__PURE__ */ withDefault(Schema.Boolean, false),
  manufacturers: /* @__PURE__ */ withDefault(/* @__PURE__ */ Schema.Array(Schema.String), []),
  dealership_id: Id,
  dealership_slug: Schema.NonEmptyString,
  dealer_license_number: /* @__PURE__ */ Maybe(Schema.String),
  motor_vehicle_repairer: /* @__PURE__ */ Maybe(Schema.String),
  address: Address,
  contact_detail: /* @__PURE__ */ Maybe(ContactDetail),
  phone: /* @__PURE__ */ Maybe(Schema.String),
  image: /* @__PURE__ */ Maybe(/* @__PURE__ */ Schema.Struct({ thumb: /* @__PURE__ */ Maybe(Schema.String) })),
  reviews: /* @__PURE__ */ Maybe(ReviewAggregate),
  average_rating: /* @__PURE__ */ Maybe(/* @__PURE__ */ Schema.Finite.check(/* @__PURE__ */ Schema.isBetween({ minimum: 0, maximum: 5 }))),
  review_count: /* @__PURE__ */ Maybe(/* @__PURE__ */ Schema.Finite.check(/* @__PURE__ */ Schema.isInt(), /* @__PURE__ */ Schema.isGreaterThanOrEqualTo(0)))
})
export type Location = typeof Location.Type
