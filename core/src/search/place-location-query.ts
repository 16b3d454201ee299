import type { PlaceSuggestion } from "./geocoder.ts"
import { emptyLocationQuery, type LocationQuery } from "./stock-query.ts"

/**
 * The search location for a place the shopper picked: a dealership searches its location's
 * stock; a suburb or postcode searches within the radius of its coordinates, keeping its label.
 *
 * @example
 * import { placeLocationQuery } from "@dealer/core/search"
 *
 * placeLocationQuery({ kind: "suburb", label: "Brisbane QLD 4000", lat: -27.47, lng: 153.02, postcode: "4000", state: "QLD" }, 50)
 * // => { locationId: null, locationType: null, lat: -27.47, lng: 153.02, radiusKm: 50, userLocation: "Brisbane QLD 4000" }
 */
export function placeLocationQuery(
  place: PlaceSuggestion,
  radiusKm: number = emptyLocationQuery.radiusKm
): LocationQuery {
  if (place.kind === "dealership") {
    return {
      ...emptyLocationQuery,
      locationId: place.dealership.locationId,
      locationType: "location",
      userLocation: place.label,
      radiusKm
    }
  }
  return { ...emptyLocationQuery, lat: place.lat, lng: place.lng, radiusKm, userLocation: place.label }
}
