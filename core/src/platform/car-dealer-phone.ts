import type { Location } from "../locations/location.ts"
import type { Car } from "../stock/car.ts"

/**
 * The phone number a car's pages name for its dealer: the number of the location the car stands
 * at, else the tenant's primary location's (the first location's when none is primary).
 *
 * @example
 * import { carDealerPhone } from "@dealer/core/platform"
 * import { exampleLocation } from "@dealer/core/testing"
 *
 * const locations = [exampleLocation(11, 101, { name: "Metro Toyota Springwood", phone: "07 5550 1000" })]
 *
 * carDealerPhone({ location: { id: 11, name: "Metro Toyota Springwood", phone: "07 5550 1234" } }, locations) // => "07 5550 1234"
 * carDealerPhone({ location: null }, locations) // => "07 5550 1000"
 */
export function carDealerPhone(car: Pick<Car, "location">, locations: ReadonlyArray<Location>): string | null {
  const primary = locations.find((location) => location.primary) ?? locations[0]
  return car.location?.phone ?? primary?.phone ?? null
}
