import { describe, expect, it } from "vitest"
import { visibleAutoGauge } from "../gauge/gauge-visibility.ts"
import { exampleCar } from "../testing/examples.ts"
import { comparableCars, marketGauge } from "./market-gauge.ts"

const car = exampleCar({
  id: 1,
  make: "Toyota",
  model: "Hilux",
  year: 2022,
  price: 30000,
  status: "in_stock",
  autograb_data: { average_market_price: 32000, state_average_market_price: null }
})

describe("comparableCars", () => {
  it("keeps other available cars of the same make and model within two years, with a price above 200", () => {
    const candidates = [
      exampleCar({ id: 1, make: "Toyota", model: "Hilux", year: 2022 }),
      exampleCar({ id: 2, make: "toyota", model: "HILUX ", year: 2020 }),
      exampleCar({ id: 3, make: "Toyota", model: "Hilux", year: 2019 }),
      exampleCar({ id: 4, make: "Toyota", model: "Hilux", year: 2024, status: "sold" }),
      exampleCar({ id: 5, make: "Toyota", model: "Hilux", year: 2023, price: 200 }),
      exampleCar({ id: 6, make: "Toyota", model: "LandCruiser", year: 2022 }),
      exampleCar({ id: 7, make: "Toyota", model: "Hilux", year: 2024, status: "coming_soon" })
    ]
    expect(comparableCars(car, candidates).map((candidate) => candidate.id)).toEqual([2, 7])
  })
})

describe("marketGauge", () => {
  it("spans 7.5% either side of the valuation alone, to the nearest $100", () => {
    expect(marketGauge(car, [])).toEqual({
      fill: 0.92,
      listing_price: 30000,
      market_range_min: 29600,
      market_range_max: 34400,
      confidence: 0.5,
      description: null
    })
  })

  it("prefers the state's average, and widens the range to the middle half of comparable prices", () => {
    const stated = { ...car, autograb_data: { average_market_price: 32000, state_average_market_price: 30000 } }
    // Comparables 26,000 / 28,000 / 31,000 / 36,000: quartiles 27,500 and 32,250 (to 32,300), wider than 5%
    // of 30,000; the price sits 2,300 below the top of a 4,800 range.
    expect(marketGauge(stated, [36000, 26000, 31000, 28000])).toEqual({
      fill: 0.48,
      listing_price: 30000,
      market_range_min: 27500,
      market_range_max: 32300,
      confidence: 0.9,
      description: null
    })
  })

  it("reads the market from the comparables' median when the valuation has no figure", () => {
    const unvalued = { ...car, price: 40000, autograb_data: null }
    const gauge = marketGauge(unvalued, [30000, 32000, 34000])
    expect(gauge).toMatchObject({ market_range_min: 30400, market_range_max: 33600, fill: 0, confidence: 0.5 })
    // Priced above the range: the gauge area hides it.
    expect(visibleAutoGauge(gauge)).toBeNull()
  })

  it("has no data without a valuation and with fewer than 3 comparables, or for a car the valuation refuses", () => {
    expect(marketGauge({ ...car, autograb_data: null }, [30000, 31000])).toBeNull()
    expect(marketGauge({ ...car, reserved: true }, [30000, 31000, 32000])).toBeNull()
    expect(marketGauge({ ...car, status: "coming_soon" }, [])).toBeNull()
    expect(marketGauge({ ...car, price: 150 }, [])).toBeNull()
  })

  it("caps confidence and keeps fill between 0 and 1", () => {
    const cheap = marketGauge({ ...car, price: 1000 }, [30000, 31000, 32000, 33000, 34000, 35000, 36000])
    expect(cheap?.fill).toBe(1)
    expect(cheap?.confidence).toBe(0.95)
  })
})
