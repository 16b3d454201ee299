import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { defaultTexts } from "../tenant/texts.ts"
import { carArbitrary } from "../testing/car-arbitrary.ts"
import { belowMarketBadge, belowMarketBadgeText } from "./below-market-badge.ts"

const car = (price: number, state: number | null, national: number | null, offer: number | null = null) => ({
  price,
  offer_price: offer,
  autograb_data: { state_average_market_price: state, average_market_price: national }
})

describe("belowMarketBadge", () => {
  it("needs the price more than 499 below the average", () => {
    expect(belowMarketBadge(car(30_000, 30_499, null))).toBeNull()
    expect(belowMarketBadge(car(30_000, 30_500, null))).toEqual({ basis: "state", average: 30_500, amount: 500 })
  })

  it("tries the state average first, then the national average", () => {
    expect(belowMarketBadge(car(30_000, 31_000, 33_000))).toEqual({ basis: "state", average: 31_000, amount: 1_000 })
    expect(belowMarketBadge(car(30_000, 30_200, 33_000))).toEqual({ basis: "national", average: 33_000, amount: 3_000 })
    expect(belowMarketBadge(car(30_000, null, 30_600))).toEqual({ basis: "national", average: 30_600, amount: 600 })
  })

  it("compares the reduced price and never badges a placeholder price", () => {
    expect(belowMarketBadge(car(31_000, 31_000, null, 30_000))).toEqual({
      basis: "state",
      average: 31_000,
      amount: 1_000
    })
    expect(belowMarketBadge(car(0, 31_000, 31_000))).toBeNull()
    expect(belowMarketBadge({ price: 30_000, offer_price: null, autograb_data: null })).toBeNull()
  })

  it("words the badge", () => {
    expect(belowMarketBadgeText({ basis: "national", average: 33_000, amount: 3_000 }, defaultTexts)).toEqual({
      label: "Below Market Price",
      detail: "$3,000 below the national average market price"
    })
  })

  it("always reports an amount over 499 that matches its average", () => {
    fc.assert(
      fc.property(carArbitrary, (generated) => {
        const badge = belowMarketBadge(generated)
        if (badge === null) return
        expect(badge.amount).toBeGreaterThan(499)
        const averages = generated.autograb_data
        const expected = badge.basis === "state" ? averages?.state_average_market_price : averages?.average_market_price
        expect(badge.average).toBe(expected)
      }),
      { numRuns: 1000 }
    )
  })
})
