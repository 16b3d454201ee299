import type { Location } from "../locations/location.ts"
import { visibleLocations } from "../locations/location-type-filter.ts"
import type { DealershipPlace } from "../search/geocoder.ts"

/**
 * The tenant's visible dealerships as the place picker offers them by name (000 section 2,
 * "Postcode, city or dealership name").
 *
 * @example
 * import { dealershipPlaces } from "@dealer/core/site"
 * import { exampleLocation } from "@dealer/core/testing"
 *
 * const southport = exampleLocation(21, 201, {
 *   name: "Coastal Kia Southport", slug: "coastal-kia-southport",
 *   address: { street: "21 Ferry Road", city: "Southport", state: "QLD", postcode: "4215", lat: -27.97, long: 153.4 }
 * })
 *
 * dealershipPlaces([southport]) // => [{ name: "Coastal Kia Southport", locationId: 21, dealershipId: 201, slug: "coastal-kia-southport", lat: -27.97, lng: 153.4 }]
 */
export function dealershipPlaces(locations: ReadonlyArray<Location>): ReadonlyArray<DealershipPlace> {
  return visibleLocations(locations).map((location) => ({
    name: location.name,
    locationId: location.id,
    dealershipId: location.dealership_id,
    slug: location.slug,
    lat: location.address.lat,
    lng: location.address.long
  }))
}
