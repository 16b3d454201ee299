import * as Schema from "effect/Schema"
import { withDefault } from "../shared/with-default.ts"
import { defaultDeliveryZones, DeliveryZone } from "./delivery-zone.ts"

/**
 * A tenant's locations settings (`TenantConfig.locator`): every "on some tenants" variant of this
 * area as a named field with the specification's default, so no rule compares a slug.
 */
export const LocationsSettings = /* @__PURE__ */ Schema.Struct({
  /** Reviews show only when the average rating is above this (001 sections 5 and 9). */
  reviews_min_rating: /* @__PURE__ */ withDefault(/* @__PURE__ */ Schema.Finite.check(/* @__PURE__ */ Schema.isBetween({ minimum: 0, maximum: 5 })), 4),
  /** Hides reviews whatever the rating. */
  reviews_hidden: /* @__PURE__ */ withDefault(Schema.Boolean, false),
  /** Shows phone numbers unmasked from the start instead of after a click (000 section 4). */
  phone_unmasked_from_start: /* @__PURE__ */ withDefault(Schema.Boolean, false),
  /** Grouping of mobile numbers; landlines are always 2-4-4 (001 section 5). */
  mobile_phone_grouping: /* @__PURE__ */ withDefault(/* @__PURE__ */ Schema.Literals(["4-3-3", "2-4-4"]), "4-3-3"),
  /** Delivery price bands by distance from the car (000 section 3, "Delivery estimate"). */
  delivery_zones: /* @__PURE__ */ withDefault(/* @__PURE__ */ Schema.Array(DeliveryZone), defaultDeliveryZones),
  /** The dealer locator map's tile URL template (Leaflet's `{z}/{x}/{y}`, optional `{s}`). */
  map_tile_url: /* @__PURE__ */ withDefault(Schema.NonEmptyString, "https://tile.openstreetmap.org/{z}/{x}/{y}.png"),
  /** The attribution the tile provider requires, as HTML. */
  map_attribution: /* @__PURE__ */ withDefault(
    Schema.String,
    '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors'
  )
})
export type LocationsSettings = typeof LocationsSettings.Type
