import { MAP_ZOOM } from "../locations/map-zoom.ts"
import type { Location } from "../locations/location.ts"
import type { Car } from "../stock/car.ts"
import { fillText, type Texts } from "../tenant/texts.ts"
import { carDealerLocation } from "./car-dealer-location.ts"

/** The vehicle page's map (#vehicle-map): one pin at the location the car stands at. */
export interface CarMapPin {
  readonly id: number
  readonly name: string
  readonly lat: number
  readonly lng: number
  /** A single dealership's map opens as close as maps go here (000 section 9: capped at 15), as a location page's does. */
  readonly zoom: number
  /** The map's accessible name, "Map of {name}". */
  readonly label: string
}

/**
 * Where the vehicle page's map pins the car: its tenant location (core's `carDealerLocation`: by
 * location id, else its dealership's, else the primary), or null for a tenant without locations.
 *
 * @example
 * import { carMapPin } from "@dealer/core/platform"
 * import { defaultTexts } from "@dealer/core/tenant"
 * import { exampleLocation } from "@dealer/core/testing"
 *
 * const locations = [
 *   exampleLocation(13, 103, { name: "Metro Hyundai Parramatta", address: { city: "Parramatta", state: "NSW", postcode: "2150", lat: -33.81, long: 151.0 } })
 * ]
 *
 * carMapPin({ location_id: 13, dealership_id: null, location: null, state: null }, locations, defaultTexts)
 * // => { id: 13, name: "Metro Hyundai Parramatta", lat: -33.81, lng: 151.0, zoom: 15, label: "Map of Metro Hyundai Parramatta" }
 */
export function carMapPin(
  car: Pick<Car, "location_id" | "dealership_id" | "location" | "state">,
  locations: ReadonlyArray<Location>,
  texts: Pick<Texts, "locationMapLabel">
): CarMapPin | null {
  const location = carDealerLocation(car, locations)
  if (location === null) return null
  const { lat, long } = location.address
  return {
    id: location.id,
    name: location.name,
    lat,
    lng: long,
    zoom: MAP_ZOOM.max,
    label: fillText(texts.locationMapLabel, { name: location.name })
  }
}
