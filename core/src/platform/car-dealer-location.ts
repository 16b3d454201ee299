import { timeZoneForState } from "../hours/state-time-zone.ts"
import type { Location } from "../locations/location.ts"
import type { Car } from "../stock/car.ts"

type LocatedCar = Pick<Car, "location_id" | "dealership_id" | "location" | "state">

/**
 * The tenant location a car stands at: by its location id, else the location of its
 * dealership (the primary one first), else the tenant's primary location, else the first; `null`
 * for a tenant without locations.
 *
 * @example
 * import { carDealerLocation } from "@dealer/core/platform"
 * import { exampleLocation } from "@dealer/core/testing"
 *
 * const locations = [
 *   exampleLocation(11, 101, { name: "Metro Toyota Springwood" }),
 *   exampleLocation(12, 102, { name: "Metro Mazda Aspley" })
 * ]
 *
 * carDealerLocation({ location_id: 12, dealership_id: 102, location: null, state: null }, locations)?.name
 * // => "Metro Mazda Aspley"
 * carDealerLocation({ location_id: null, dealership_id: 101, location: null, state: null }, locations)?.name
 * // => "Metro Toyota Springwood"
 */
export function carDealerLocation(car: LocatedCar, locations: ReadonlyArray<Location>): Location | null {
  const locationId = car.location_id ?? car.location?.id
  const byId = locations.find((location) => location.id === locationId)
  if (byId) return byId
  const ofDealership = locations.filter((location) => location.dealership_id === car.dealership_id)
  return (
    ofDealership.find((location) => location.primary) ??
    ofDealership[0] ??
    locations.find((location) => location.primary) ??
    locations[0] ??
    null
  )
}

/**
 * The time zone of the place a car stands: its location's state (from the car, else the tenant
 * location), else the tenant's default state. Calendar days of a car (a view counted once a day)
 * are days of this zone.
 *
 * @example
 * import { carTimeZone } from "@dealer/core/platform"
 * import { exampleTenant } from "@dealer/core/testing"
 *
 * const tenant = exampleTenant()
 *
 * carTimeZone({ location_id: 13, dealership_id: null, location: null, state: null }, tenant.locations, "qld")
 * // "Australia/Sydney" for a Parramatta location
 */
export function carTimeZone(car: LocatedCar, locations: ReadonlyArray<Location>, defaultState: string): string {
  const address = car.location?.address
  const stated =
    (typeof address === "object" && address !== null ? address.state : null) ?? car.location?.state ?? car.state
  return timeZoneForState(stated ?? carDealerLocation(car, locations)?.address.state, defaultState)
}
