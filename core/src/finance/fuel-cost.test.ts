import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { decodeOrThrow } from "../shared/decode.ts"
import { fuelCost, fuelCostDefaults, showsFuelCalculator } from "./fuel-cost.ts"
import { FinanceSettings } from "./settings.ts"

const settings = decodeOrThrow(FinanceSettings, {}, "finance settings")

describe("fuel cost calculator", () => {
  it("defaults to $1.70/L, 250 km a week and 10 L/100km when the variant has no figure", () => {
    expect(fuelCostDefaults(null, settings)).toEqual({
      kmPerWeek: 250,
      litresPer100km: 10,
      pricePerLitre: 1.7
    })
    expect(fuelCostDefaults(0, settings).litresPer100km).toBe(10)
    expect(fuelCostDefaults(7.6, settings).litresPer100km).toBe(7.6)
  })

  it("costs distance / 100 × consumption × price, to 2 decimals", () => {
    expect(fuelCost({ kmPerWeek: 250, litresPer100km: 10, pricePerLitre: 1.7 })).toBe(42.5)
    expect(fuelCost({ kmPerWeek: 250, litresPer100km: 7.6, pricePerLitre: 1.7 })).toBe(32.3)
    // 1.23 × 6.7 × 1.899 = 15.649659
    expect(fuelCost({ kmPerWeek: 123, litresPer100km: 6.7, pricePerLitre: 1.899 })).toBe(15.65)
    expect(fuelCost({ kmPerWeek: -5, litresPer100km: 6.7, pricePerLitre: 1.899 })).toBe(0)
  })

  it("is never negative, NaN, infinite or more than half a cent off the exact product", () => {
    fc.assert(
      fc.property(fc.double(), fc.double(), fc.double(), (km, litres, price) => {
        const cost = fuelCost({
          kmPerWeek: km,
          litresPer100km: litres,
          pricePerLitre: price
        })
        expect(Number.isFinite(cost)).toBe(true)
        expect(cost).toBeGreaterThanOrEqual(0)
      }),
      { numRuns: 1000 }
    )
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 5000 }),
        fc.double({ min: 0, max: 30, noNaN: true }),
        fc.double({ min: 0, max: 5, noNaN: true }),
        (km, litres, price) => {
          const exact = (km / 100) * litres * price
          expect(
            Math.abs(
              fuelCost({
                kmPerWeek: km,
                litresPer100km: litres,
                pricePerLitre: price
              }) - exact
            )
          ).toBeLessThanOrEqual(0.005 + 1e-9)
        }
      ),
      { numRuns: 1000 }
    )
  })

  it("is hidden for electric vehicles but not for hybrids", () => {
    expect(showsFuelCalculator({ fuel: "Electric" })).toBe(false)
    expect(showsFuelCalculator({ simple_fuel: "EV" })).toBe(false)
    expect(showsFuelCalculator({ fuel: "Hybrid Electric/Petrol" })).toBe(true)
    expect(showsFuelCalculator({ fuel: "Plug-in Hybrid" })).toBe(true)
    expect(showsFuelCalculator({ fuel: "Diesel" })).toBe(true)
    expect(showsFuelCalculator({})).toBe(true)
  })
})
