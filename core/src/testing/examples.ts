import { Location } from "../locations/location.ts"
import { decodeOrThrow } from "../shared/decode.ts"
import { Car } from "../stock/car.ts"
import { resolveTenant, type Tenant } from "../tenant/resolve-tenant.ts"
import { TenantConfig } from "../tenant/tenant-config.ts"

/**
 * A valid used Toyota Hilux SR5, decoded through the `Car` schema after the overrides apply,
 * so an example can never be a car the schema would refuse.
 *
 * @example
 * import { exampleCar } from "@dealer/core/testing"
 *
 * exampleCar({ status: "sold", price: 0 })
 */
export function exampleCar(overrides: Partial<typeof Car.Encoded> = {}): Car {
  return decodeOrThrow(
    Car,
    {
      id: 1,
      slug: "2022-toyota-hilux-sr5-t1234",
      year: 2022,
      make: "Toyota",
      model: "Hilux",
      badge: "SR5",
      series: "GUN126R",
      car_type: "used",
      status: "in_stock",
      simple_body: "Ute",
      simple_transmission: "Automatic",
      stocknum: "T1234",
      price: 52990,
      km: 45120,
      created_at: "2026-01-01T00:00:00Z",
      ...overrides
    },
    "example car"
  )
}

/**
 * A sales location of dealership `dealershipId` (slug `dealer-<id>`), in NSW unless the overrides
 * say otherwise, decoded through the `Location` schema after the overrides apply.
 *
 * @example
 * import { exampleLocation } from "@dealer/core/testing"
 *
 * exampleLocation(13, 103, { primary: true }).dealership_slug // => "dealer-103"
 */
export function exampleLocation(
  id: number,
  dealershipId: number,
  overrides: Partial<typeof Location.Encoded> = {}
): Location {
  return decodeOrThrow(
    Location,
    {
      id,
      name: `Location ${id}`,
      slug: `location-${id}`,
      location_type: "sales",
      dealership_id: dealershipId,
      dealership_slug: `dealer-${dealershipId}`,
      address: { city: "Somewhere", state: "NSW", postcode: "2000", lat: -33.8, long: 151.2 },
      ...overrides
    },
    `example location ${id}`
  )
}

/**
 * A resolved tenant with the specification's defaults, after the overrides apply.
 *
 * @example
 * import { exampleTenant } from "@dealer/core/testing"
 *
 * exampleTenant({ texts: { noPrice: "Call us" } }).texts.noPrice // => "Call us"
 */
export function exampleTenant(overrides: Partial<typeof TenantConfig.Encoded> = {}): Tenant {
  return resolveTenant(
    decodeOrThrow(
      TenantConfig,
      { id: 9, slug: "example-motors", name: "Example Motors", locations: [], ...overrides },
      "example tenant"
    )
  )
}
