import { Schema } from "effect"
import { withDefault } from "../shared/with-default.ts"
import { defaultDeliveryZones, DeliveryZone } from "./delivery-zone.ts"

/**
 * A tenant's locations settings (`TenantConfig.locator`): every "on some tenants" variant of this
 * area as a named field with the specification's default, so no rule compares a slug.
 */
export const LocationsSettings = Schema.Struct({
  /** Reviews show only when the average rating is above this (001 sections 5 and 9). */
  reviews_min_rating: withDefault(Schema.Finite.check(Schema.isBetween({ minimum: 0, maximum: 5 })), 4),
  /** Hides reviews whatever the rating. */
  reviews_hidden: withDefault(Schema.Boolean, false),
  /** Shows phone numbers unmasked from the start instead of after a click (000 section 4). */
  phone_unmasked_from_start: withDefault(Schema.Boolean, false),
  /** Grouping of mobile numbers; landlines are always 2-4-4 (001 section 5). */
  mobile_phone_grouping: withDefault(Schema.Literals(["4-3-3", "2-4-4"]), "4-3-3"),
  /** Delivery price bands by distance from the car (000 section 3, "Delivery estimate"). */
  delivery_zones: withDefault(Schema.Array(DeliveryZone), defaultDeliveryZones),
  /** The dealer locator map's tile URL template (Leaflet's `{z}/{x}/{y}`, optional `{s}`). */
  map_tile_url: withDefault(Schema.NonEmptyString, "https://tile.openstreetmap.org/{z}/{x}/{y}.png"),
  /** The attribution the tile provider requires, as HTML. */
  map_attribution: withDefault(
    Schema.String,
    '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors'
  )
})
export type LocationsSettings = typeof LocationsSettings.Type
