import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { locationArbitrary } from "../testing/locations-arbitraries.ts"
import type { Location } from "./location.ts"
import { locationPhone } from "./location-contact.ts"
import { uniqueAddressLocations } from "./unique-addresses.ts"

const site = (name: string, street: string | null, phone: string | null, place_id: string | null = null) => ({
  name,
  phone,
  address: { street, city: "Southport", state: "QLD", postcode: "4215", lat: -27.97, long: 153.39, place_id }
})

describe("uniqueAddressLocations", () => {
  it("drops a location sharing phone digits, street or place_id with an earlier one", () => {
    const sales = site("Sales", "95 Ferry Road", "07 5550 2021", "ChIJ1")
    const samePhone = site("Service", "1 Other Street", "+61 7 5550 2021".replace("+61 7", "07"))
    const sameStreet = site("Parts", " 95 ferry  road ", "07 5550 9999")
    const samePlace = site("Used", "2 Else Street", null, "ChIJ1")
    const elsewhere = site("Robina", "9 Laver Drive", "07 5550 2022", "ChIJ2")
    expect(uniqueAddressLocations([sales, samePhone, sameStreet, samePlace, elsewhere]).map((l) => l.name)).toEqual([
      "Sales",
      "Robina"
    ])
  })

  it("never matches on missing values", () => {
    const a = site("A", null, null)
    const b = site("B", "", " ")
    expect(uniqueAddressLocations([a, b])).toHaveLength(2)
  })

  it("keeps the first of each site, keeps order, and leaves no two sharing a key", () => {
    fc.assert(
      fc.property(fc.array(locationArbitrary, { maxLength: 15 }), (locations: ReadonlyArray<Location>) => {
        const unique = uniqueAddressLocations(locations)
        expect(locations.filter((location) => unique.includes(location))).toEqual(unique)
        if (locations.length > 0) expect(unique[0]).toBe(locations[0])
        const keys = unique.flatMap((location) =>
          [
            `phone:${locationPhone(location)?.replace(/\D/g, "") ?? ""}`,
            `street:${location.address.street?.trim().toLowerCase().replace(/\s+/g, " ") ?? ""}`,
            `place:${location.address.place_id?.trim().toLowerCase() ?? ""}`
          ].filter((key) => !key.endsWith(":"))
        )
        expect(new Set(keys).size).toBe(keys.length)
      }),
      { numRuns: 300 }
    )
  })
})
