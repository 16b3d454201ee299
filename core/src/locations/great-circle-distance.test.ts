import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { australianGeoPointArbitrary } from "../testing/locations-arbitraries.ts"
import { EARTH_RADIUS_KM, greatCircleDistanceKm } from "./great-circle-distance.ts"

const brisbane = { lat: -27.4698, long: 153.0251 }
const sydney = { lat: -33.8688, long: 151.2093 }
const melbourne = { lat: -37.8136, long: 144.9631 }
const perth = { lat: -31.9505, long: 115.8605 }

const anywhere = fc.record({
  lat: fc.double({ min: -90, max: 90, noNaN: true }),
  long: fc.double({ min: -180, max: 180, noNaN: true })
})

describe("greatCircleDistanceKm", () => {
  it("matches published distances between Australian cities within 1%", () => {
    const within1Percent = (actual: number, published: number) => {
      expect(actual).toBeGreaterThan(published * 0.99)
      expect(actual).toBeLessThan(published * 1.01)
    }
    within1Percent(greatCircleDistanceKm(brisbane, sydney), 732)
    within1Percent(greatCircleDistanceKm(sydney, melbourne), 713)
    within1Percent(greatCircleDistanceKm(perth, sydney), 3291)
  })

  it("uses an Earth radius of 6371 km: a quarter meridian is 6371 × π / 2", () => {
    expect(EARTH_RADIUS_KM).toBe(6371)
    expect(greatCircleDistanceKm({ lat: 0, long: 0 }, { lat: 90, long: 0 })).toBeCloseTo(10_007.543, 2)
  })

  it("refuses a coordinate that is not a number", () => {
    expect(() => greatCircleDistanceKm({ lat: Number.NaN, long: 0 }, brisbane)).toThrow(RangeError)
  })

  it("is symmetric, non-negative, zero to itself and at most half the circumference", () => {
    fc.assert(
      fc.property(anywhere, anywhere, (a, b) => {
        const distance = greatCircleDistanceKm(a, b)
        expect(distance).toBeGreaterThanOrEqual(0)
        expect(distance).toBeLessThanOrEqual(Math.PI * EARTH_RADIUS_KM + 1e-9)
        expect(distance).toBeCloseTo(greatCircleDistanceKm(b, a), 9)
        expect(greatCircleDistanceKm(a, a)).toBe(0)
      }),
      { numRuns: 1000 }
    )
  })

  it("keeps the triangle inequality", () => {
    fc.assert(
      fc.property(australianGeoPointArbitrary, australianGeoPointArbitrary, anywhere, (a, b, c) => {
        const direct = greatCircleDistanceKm(a, b)
        expect(direct).toBeLessThanOrEqual(greatCircleDistanceKm(a, c) + greatCircleDistanceKm(c, b) + 1e-6)
      }),
      { numRuns: 1000 }
    )
  })
})
