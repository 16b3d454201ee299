import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { lowestPriceSortKey } from "./lowest-price-order.ts"

const byKey = (cars: ReadonlyArray<{ price: number; offer_price: number | null }>) =>
  [...cars].sort((a, b) => lowestPriceSortKey(a) - lowestPriceSortKey(b) || 0)

describe("lowestPriceSortKey", () => {
  it("puts priced cars first, cheapest first, and cars without a listed price after them", () => {
    const sorted = byKey([
      { price: 0, offer_price: null },
      { price: 30_000, offer_price: null },
      { price: 10, offer_price: null },
      { price: 25_000, offer_price: 22_990 }
    ])
    expect(sorted.map((car) => car.price)).toEqual([25_000, 30_000, 0, 10])
  })

  it("sorts by the current price (the offer when it undercuts)", () => {
    expect(lowestPriceSortKey({ price: 30_000, offer_price: 28_990 })).toBe(28_990)
    expect(lowestPriceSortKey({ price: 0, offer_price: 19_990 })).toBe(19_990)
  })

  it("never lets a car without a listed price come before a priced one", () => {
    const car = fc.record({
      price: fc.integer({ min: -5, max: 200_000 }),
      offer_price: fc.option(fc.integer({ min: 0, max: 200_000 }))
    })
    fc.assert(
      fc.property(fc.array(car), (cars) => {
        const sorted = byKey(cars)
        const firstUnpriced = sorted.findIndex((item) => lowestPriceSortKey(item) === Number.POSITIVE_INFINITY)
        if (firstUnpriced === -1) return
        for (const later of sorted.slice(firstUnpriced))
          expect(lowestPriceSortKey(later)).toBe(Number.POSITIVE_INFINITY)
      })
    )
  })
})
