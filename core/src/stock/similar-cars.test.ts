import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { carArbitrary } from "../testing/car-arbitrary.ts"
import { similarCars, similarPriceBand } from "./similar-cars.ts"

type Status = "in_stock" | "coming_soon" | "sold" | "other"
const car = (id: number, model: string, price: number, status: Status = "in_stock") => ({
  id,
  make: "Toyota",
  model,
  price,
  status
})

describe("similarCars", () => {
  it("uses a band of 10,000 under 50,000 and 25,000 from it", () => {
    expect(similarPriceBand(49_999)).toBe(10_000)
    expect(similarPriceBand(50_000)).toBe(25_000)
  })

  it("puts the same model first, then the closest price, and leaves out the car itself", () => {
    const subject = car(1, "Hilux", 40_000)
    const picks = similarCars(subject, [
      car(1, "Hilux", 40_000),
      car(2, "RAV4", 40_500),
      car(3, "Hilux", 49_000),
      car(4, "Corolla", 31_000),
      car(5, "Hilux", 38_000)
    ])
    expect(picks.map((pick) => pick.id)).toEqual([5, 3, 2, 4])
  })

  it("keeps to the price band and to available cars", () => {
    const subject = car(1, "Hilux", 40_000)
    const picks = similarCars(subject, [
      car(2, "Hilux", 50_001),
      car(3, "Hilux", 50_000),
      car(4, "Hilux", 29_999),
      car(5, "Hilux", 41_000, "sold"),
      car(6, "Hilux", 0)
    ])
    expect(picks.map((pick) => pick.id)).toEqual([3])
    expect(similarCars(car(1, "LandCruiser", 80_000), [car(2, "Prado", 105_000)]).map((pick) => pick.id)).toEqual([2])
  })

  it("shows at most 6", () => {
    const candidates = Array.from({ length: 12 }, (_, index) => car(index + 2, "Hilux", 40_000 + index))
    expect(similarCars(car(1, "Hilux", 40_000), candidates)).toHaveLength(6)
  })

  it("offers only the same model for a car without a price", () => {
    const picks = similarCars(car(1, "Hilux", 0), [car(2, "RAV4", 5), car(3, "Hilux", 90_000)])
    expect(picks.map((pick) => pick.id)).toEqual([3])
  })

  it("never gives more than 6, repeats, the car itself, sold cars, or cars outside the band", () => {
    fc.assert(
      fc.property(carArbitrary, fc.array(carArbitrary, { maxLength: 25 }), (subject, candidates) => {
        const picks = similarCars(subject, candidates)
        expect(picks.length).toBeLessThanOrEqual(6)
        expect(new Set(picks.map((pick) => pick.id)).size).toBe(picks.length)
        for (const pick of picks) {
          expect(pick.id).not.toBe(subject.id)
          expect(["in_stock", "coming_soon"]).toContain(pick.status)
          const same = (other: typeof subject) => other.make === subject.make && other.model === subject.model
          if (!same(pick)) expect(picks.slice(picks.indexOf(pick)).some(same)).toBe(false)
          if (subject.price > 10) {
            const band = subject.price < 50_000 ? 10_000 : 25_000
            expect(Math.abs(pick.price - subject.price)).toBeLessThanOrEqual(band)
          }
        }
      }),
      { numRuns: 1000 }
    )
  })
})
