import { describe, expect, it } from "vitest"
import { emptyStockQuery } from "./stock-query.ts"
import { similarCarQueries } from "./similar-car-queries.ts"

describe("similarCarQueries", () => {
  it("asks for the same make and model, then the car's price band", () => {
    expect(similarCarQueries({ make: "Mazda", model: "CX-5", price: 30_000 })).toEqual([
      { ...emptyStockQuery, filters: { make: ["Mazda"], model: ["CX-5"] } },
      { ...emptyStockQuery, ranges: { price: { min: 20_000, max: 40_000 } } }
    ])
  })

  it("widens the band to 25,000 from 50,000", () => {
    expect(similarCarQueries({ make: "Toyota", model: "LandCruiser", price: 80_000 })[1]?.ranges).toEqual({
      price: { min: 55_000, max: 105_000 }
    })
  })

  it("never asks for a price below 0", () => {
    expect(similarCarQueries({ make: "Kia", model: "Picanto", price: 6_000 })[1]?.ranges).toEqual({
      price: { min: 0, max: 16_000 }
    })
  })

  it("asks only for the same model when the car has no real price", () => {
    expect(similarCarQueries({ make: "Kia", model: "Picanto", price: 10 })).toEqual([
      { ...emptyStockQuery, filters: { make: ["Kia"], model: ["Picanto"] } }
    ])
  })
})
