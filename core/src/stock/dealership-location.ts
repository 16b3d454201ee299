import { Schema } from "effect"
import { Maybe } from "../shared/maybe.ts"
import { OpenLiteral } from "../shared/open-literal.ts"

/** What a dealership location does; unknown kinds decode to `"other"`. */
export const DealershipLocationType = OpenLiteral(["sales", "service", "parts"])
export type DealershipLocationType = typeof DealershipLocationType.Type

/** A dealership location's address: coordinates for the map and distance, plus what is known of the street. */
export const DealershipLocationAddress = Schema.Struct({
  lat: Schema.Finite.check(Schema.isBetween({ minimum: -90, maximum: 90 })),
  long: Schema.Finite.check(Schema.isBetween({ minimum: -180, maximum: 180 })),
  street: Maybe(Schema.String),
  city: Maybe(Schema.String),
  state: Maybe(Schema.String),
  postcode: Maybe(Schema.String),
  place_id: Maybe(Schema.String),
  place_url: Maybe(Schema.String)
})
export type DealershipLocationAddress = typeof DealershipLocationAddress.Type

/**
 * A location the dealership locator lists (stock document section 3, "Dealership location"):
 * its dealership and the parent site (`website_*`) it belongs to.
 *
 * @example
 * decodeOrThrow(DealershipLocation, json, "dealership location 12")
 */
export const DealershipLocation = Schema.Struct({
  id: Schema.Finite.check(Schema.isInt()),
  name: Schema.NonEmptyString,
  location_type: DealershipLocationType,
  address: DealershipLocationAddress,
  dealership: Schema.Struct({ id: Schema.Finite.check(Schema.isInt()), slug: Schema.String }),
  website_id: Schema.Finite.check(Schema.isInt()),
  website_name: Schema.String,
  website_url: Maybe(Schema.String)
})
export type DealershipLocation = typeof DealershipLocation.Type
