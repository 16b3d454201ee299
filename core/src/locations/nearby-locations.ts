import { greatCircleDistanceKm, type GeoPoint } from "./great-circle-distance.ts"

/** Radius choices of the dealer locator, in km (000 section 9). */
export const NEARBY_RADIUS_OPTIONS_KM = [25, 50, 75, 100, 150, 250, 500, 750, 1000] as const
/** The locator's radius until the shopper picks another. */
export const DEFAULT_NEARBY_RADIUS_KM = 50

/** A location with its distance from the search point. */
export interface LocationDistance<L> {
  readonly location: L
  readonly distanceKm: number
}

type Placed = { readonly address: GeoPoint }

/**
 * The locations within `radiusKm` of `origin`, nearest first (ties keep their input order).
 *
 * @example
 * import { nearbyLocations } from "@dealer/core/locations"
 * import { exampleTenant } from "@dealer/core/testing"
 *
 * const tenant = exampleTenant()
 *
 * nearbyLocations(tenant.locations, { lat: -27.47, long: 153.03 }, 50).map((hit) => hit.location.name)
 */
export function nearbyLocations<L extends Placed>(
  locations: ReadonlyArray<L>,
  origin: GeoPoint,
  radiusKm: number = DEFAULT_NEARBY_RADIUS_KM
): ReadonlyArray<LocationDistance<L>> {
  return locations
    .map((location) => ({ location, distanceKm: greatCircleDistanceKm(origin, location.address) }))
    .filter((hit) => hit.distanceKm <= radiusKm)
    .sort((a, b) => a.distanceKm - b.distanceKm)
}
