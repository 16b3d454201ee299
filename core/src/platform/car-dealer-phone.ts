import type { Location } from "../locations/location.ts"
import type { Car } from "../stock/car.ts"

/**
 * The phone number a car's pages name for its dealer: the number of the location the car stands
 * at, else the tenant's primary location's (the first location's when none is primary).
 *
 * @example
 * import { carDealerPhone } from "@dealer/core/platform"
 * import { exampleTenant } from "@dealer/core/testing"
 *
 * const tenant = exampleTenant()
 *
 * carDealerPhone({ location: { phone: "07 5550 1234" } }, tenant.locations) // => "07 5550 1234"
 */
export function carDealerPhone(car: Pick<Car, "location">, locations: ReadonlyArray<Location>): string | null {
  const primary = locations.find((location) => location.primary) ?? locations[0]
  return car.location?.phone ?? primary?.phone ?? null
}
