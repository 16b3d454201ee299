import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { australianGeoPointArbitrary, locationArbitrary } from "../testing/locations-arbitraries.ts"
import { greatCircleDistanceKm } from "./great-circle-distance.ts"
import { DEFAULT_NEARBY_RADIUS_KM, NEARBY_RADIUS_OPTIONS_KM, nearbyLocations } from "./nearby-locations.ts"

const place = (name: string, lat: number, long: number) => ({ name, address: { lat, long } })
const brisbane = { lat: -27.4698, long: 153.0251 }
const yards = [
  place("Southport", -27.9766, 153.3985), // about 67 km
  place("Aspley", -27.3625, 153.0186), // about 12 km
  place("Springwood", -27.6127, 153.1296), // about 19 km
  place("Parramatta", -33.8075, 151.0035) // about 730 km
]

describe("nearbyLocations", () => {
  it("offers the spec's radius options, 50 km by default", () => {
    expect(NEARBY_RADIUS_OPTIONS_KM).toEqual([25, 50, 75, 100, 150, 250, 500, 750, 1000])
    expect(DEFAULT_NEARBY_RADIUS_KM).toBe(50)
  })

  it("lists the locations within the radius, nearest first", () => {
    expect(nearbyLocations(yards, brisbane).map((hit) => hit.location.name)).toEqual(["Aspley", "Springwood"])
    expect(nearbyLocations(yards, brisbane, 75).map((hit) => hit.location.name)).toEqual([
      "Aspley",
      "Springwood",
      "Southport"
    ])
    expect(nearbyLocations(yards, brisbane, 1000)).toHaveLength(4)
    expect(nearbyLocations(yards, brisbane, 1000)[0]?.distanceKm).toBeCloseTo(12, 0)
  })

  it("returns only locations within the radius, sorted, and misses none", () => {
    fc.assert(
      fc.property(
        fc.array(locationArbitrary, { maxLength: 20 }),
        australianGeoPointArbitrary,
        fc.constantFrom(...NEARBY_RADIUS_OPTIONS_KM),
        (locations, origin, radius) => {
          const hits = nearbyLocations(locations, origin, radius)
          hits.forEach((hit, index) => {
            expect(hit.distanceKm).toBeLessThanOrEqual(radius)
            expect(hit.distanceKm).toBe(greatCircleDistanceKm(origin, hit.location.address))
            if (index > 0) expect(hit.distanceKm).toBeGreaterThanOrEqual(hits[index - 1]!.distanceKm)
          })
          const inside = locations.filter((location) => greatCircleDistanceKm(origin, location.address) <= radius)
          expect(hits).toHaveLength(inside.length)
        }
      ),
      { numRuns: 300 }
    )
  })
})
