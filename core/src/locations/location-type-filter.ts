import type { Location, LocationType } from "./location.ts"

/**
 * The locations of one type for the locator's results (000 section 2). A service-and-parts site
 * also answers a search for service or for parts.
 *
 * @example
 * import { locationsOfType } from "@dealer/core/locations"
 * import { exampleLocation } from "@dealer/core/testing"
 *
 * const locations = [
 *   exampleLocation(1, 1, { location_type: "sales" }),
 *   exampleLocation(2, 1, { location_type: "service" }),
 *   exampleLocation(3, 1, { location_type: "service-and-parts" })
 * ]
 * locationsOfType(locations, "service").map((location) => location.location_type) // => ["service", "service-and-parts"]
 */
export function locationsOfType<L extends Pick<Location, "location_type">>(
  locations: ReadonlyArray<L>,
  type: LocationType
): ReadonlyArray<L> {
  return locations.filter(
    (location) =>
      location.location_type === type ||
      ((type === "service" || type === "parts") && location.location_type === "service-and-parts")
  )
}

/**
 * The locations upstream marks visible.
 *
 * @example
 * import { visibleLocations } from "@dealer/core/locations"
 *
 * const a = { id: 1, visible: false }
 * const b = { id: 2, visible: true }
 * visibleLocations([a, b]) // => [b]
 */
export function visibleLocations<L extends Pick<Location, "visible">>(locations: ReadonlyArray<L>): ReadonlyArray<L> {
  return locations.filter((location) => location.visible)
}
