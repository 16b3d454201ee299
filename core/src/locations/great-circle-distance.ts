/** A point on the Earth in decimal degrees, as location addresses hold it. */
export interface GeoPoint {
  readonly lat: number
  readonly long: number
}

/** The Earth's radius the specification uses for distances (000 section 9). */
export const EARTH_RADIUS_KM = 6371

const radians = (degrees: number) => (degrees * Math.PI) / 180

/**
 * Great-circle (haversine) distance in kilometres between two points on a sphere of radius 6371 km.
 * Throws a `RangeError` for a coordinate that is not a finite number: that is a programmer error,
 * as decoded addresses are always finite.
 *
 * @example
 * import { greatCircleDistanceKm } from "@dealer/core/locations"
 *
 * greatCircleDistanceKm({ lat: -27.4698, long: 153.0251 }, { lat: -33.8688, long: 151.2093 }) // ≈ 732
 */
export function greatCircleDistanceKm(from: GeoPoint, to: GeoPoint): number {
  for (const value of [from.lat, from.long, to.lat, to.long]) {
    if (!Number.isFinite(value)) throw new RangeError(`Coordinate ${value} is not a finite number`)
  }
  const dLat = radians(to.lat - from.lat)
  const dLong = radians(to.long - from.long)
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(from.lat)) * Math.cos(radians(to.lat)) * Math.sin(dLong / 2) ** 2
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)))
}
