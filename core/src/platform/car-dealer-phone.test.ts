import { describe, expect, it } from "vitest"
import { exampleCar, exampleTenant } from "../testing/examples.ts"
import { carDealerPhone } from "./car-dealer-phone.ts"

const location = (id: number, phone: string, primary: boolean) => ({
  id,
  name: `Location ${id}`,
  slug: `location-${id}`,
  location_type: "sales",
  dealership_id: 1,
  dealership_slug: "example",
  primary,
  address: { street: "1 Main St", city: "Southport", state: "QLD", postcode: "4215", lat: -27.97, long: 153.4 },
  phone
})

describe("carDealerPhone", () => {
  const { locations } = exampleTenant({ locations: [location(1, "07 5550 0001", false), location(2, "07 5550 0002", true)] })

  it("names the car's own location's number first", () => {
    const car = exampleCar({ location: { id: 1, name: "Yard", phone: "07 5550 9999" } })
    expect(carDealerPhone(car, locations)).toBe("07 5550 9999")
  })

  it("falls back to the primary location, then to the first", () => {
    const car = exampleCar({ location: null })
    expect(carDealerPhone(car, locations)).toBe("07 5550 0002")
    const { locations: noPrimary } = exampleTenant({ locations: [location(1, "07 5550 0001", false)] })
    expect(carDealerPhone(car, noPrimary)).toBe("07 5550 0001")
    expect(carDealerPhone(car, [])).toBeNull()
  })
})
