import * as Schema from "effect/Schema"
import { Maybe } from "../shared/maybe.ts"
import { OpenLiteral } from "../shared/open-literal.ts"

/** What a dealership location does; unknown kinds decode to `"other"`. */
export const DealershipLocationType = /* @__PURE__ */ OpenLiteral(["sales", "service", "parts"])
export type DealershipLocationType = typeof DealershipLocationType.Type

/** A dealership location's address: coordinates for the map and distance, plus what is known of the street. */
export const DealershipLocationAddress = /* @__PURE__ */ Schema.Struct({
  lat: /* @__PURE__ */ Schema.Finite.check(/* @__PURE__ */ Schema.isBetween({ minimum: -90, maximum: 90 })),
  long: /* @__PURE__ */ Schema.Finite.check(/* @__PURE__ */ Schema.isBetween({ minimum: -180, maximum: 180 })),
  street: /* @__PURE__ */ Maybe(Schema.String),
  city: /* @__PURE__ */ Maybe(Schema.String),
  state: /* @__PURE__ */ Maybe(Schema.String),
  postcode: /* @__PURE__ */ Maybe(Schema.String),
  place_id: /* @__PURE__ */ Maybe(Schema.String),
  place_url: /* @__PURE__ */ Maybe(Schema.String)
})
export type DealershipLocationAddress = typeof DealershipLocationAddress.Type

/**
 * A location the dealership locator lists (stock document section 3, "Dealership location"):
 * its dealership and the parent site (`website_*`) it belongs to.
 *
 * @example
 * import { decodeOrThrow } from "@dealer/core/shared"
 * import { DealershipLocation } from "@dealer/core/stock"
 *
 * const json = {
 *   id: 12, name: "Metro Toyota Springwood", location_type: "sales",
 *   address: { lat: -27.61, long: 153.13, city: "Springwood", state: "QLD", postcode: "4127" },
 *   dealership: { id: 102, slug: "metro-toyota" }, website_id: 1, website_name: "Metro Motor Group"
 * }
 * decodeOrThrow(DealershipLocation, json, "dealership location 12").address.city // => "Springwood"
 */
export const DealershipLocation = /* @__PURE__ */ Schema.Struct({
  id: /* @__PURE__ */ Schema.Finite.check(/* @__PURE__ */ Schema.isInt()),
  name: Schema.NonEmptyString,
  location_type: DealershipLocationType,
  address: DealershipLocationAddress,
  dealership: /* @__PURE__ */ Schema.Struct({ id: /* @__PURE__ */ Schema.Finite.check(/* @__PURE__ */ Schema.isInt()), slug: Schema.String }),
  website_id: /* @__PURE__ */ Schema.Finite.check(/* @__PURE__ */ Schema.isInt()),
  website_name: Schema.String,
  website_url: /* @__PURE__ */ Maybe(Schema.String)
})
export type DealershipLocation = typeof DealershipLocation.Type
