import type { PlaceSuggestion } from "./geocoder.ts"
import { placeLocationQuery } from "./place-location-query.ts"
import { withFilter } from "./stock-query-change.ts"
import { emptyLocationQuery, type StockQuery } from "./stock-query.ts"

/**
 * The place a search names but has not placed: `userLocation` typed into the place box and sent
 * without a point or location (a page without script, or text typed past the suggestions). The
 * server places it before searching; `null` when there is nothing to place.
 *
 * @example
 * import { emptyLocationQuery, emptyStockQuery, typedPlace } from "@dealer/core/search"
 *
 * typedPlace({ ...emptyStockQuery, location: { ...emptyLocationQuery, userLocation: "4000" } }) // => "4000"
 */
export function typedPlace(query: StockQuery): string | null {
  const { location } = query
  return location.userLocation !== null && location.lat === null && location.locationId === null
    ? location.userLocation
    : null
}

/**
 * The search at the place found for its typed text (a suburb or postcode within the search's
 * radius, a dealership at its location), or, when none was found, the search without a place.
 *
 * @example
 * import { emptyStockQuery, searchAtPlace } from "@dealer/core/search"
 *
 * const place = { kind: "postcode" as const, label: "Brisbane QLD 4000", lat: -27.47, lng: 153.02, postcode: "4000", state: "QLD" }
 * searchAtPlace(emptyStockQuery, place).location.lat // => -27.47
 */
export function searchAtPlace(query: StockQuery, place: PlaceSuggestion | null): StockQuery {
  return withFilter(query, {
    location: place ? placeLocationQuery(place, query.location.radiusKm) : emptyLocationQuery
  })
}
