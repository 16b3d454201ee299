import { describe, expect, it } from "vitest"
import { exampleCar, exampleTenant } from "../testing/examples.ts"
import { carComparison, compareCarIds } from "./car-comparison.ts"

describe("compareCarIds", () => {
  it("reads repeated and comma-separated ids, once each, at most four", () => {
    expect(compareCarIds(["12,15", "12", "x", "-3"])).toEqual([12, 15])
    expect(compareCarIds(["1", "2", "3", "4", "5"])).toEqual([1, 2, 3, 4])
    expect(compareCarIds([])).toEqual([])
  })
})

describe("carComparison", () => {
  const tenant = exampleTenant()
  const hilux = exampleCar({ seats: 5, simple_fuel: "Diesel", engine_size_litres: 2.8 })
  const mazda = exampleCar({
    id: 2,
    slug: "2021-mazda-cx-5",
    year: 2021,
    make: "Mazda",
    model: "CX-5",
    badge: null,
    series: null,
    price: 0,
    km: 1200,
    simple_body: "SUV"
  })

  it("has one column per car and the comparison rows in order", () => {
    const view = carComparison([hilux, mazda], tenant)
    expect(view.columns.map((column) => column.href)).toEqual(["/cars/2022-toyota-hilux-sr5-t1234", "/cars/2021-mazda-cx-5"])
    expect(view.rows.map((row) => row.label)).toEqual([
      "Price",
      "Odometer",
      "Year",
      "Body",
      "Transmission",
      "Fuel",
      "Engine",
      "Fuel Economy",
      "Seats",
      "Repayment"
    ])
  })

  it("shows each car's values and a dash where the car does not say", () => {
    const rows = Object.fromEntries(carComparison([hilux, mazda], tenant).rows.map((row) => [row.label, row.values]))
    expect(rows.Price).toEqual(["$52,990", tenant.texts.noPrice])
    expect(rows.Odometer).toEqual(["45,120 km", "1,200 km"])
    expect(rows.Body).toEqual(["Ute", "SUV"])
    expect(rows.Fuel).toEqual(["Diesel", "–"])
    expect(rows.Engine).toEqual(["2.8L", "–"])
    expect(rows.Seats).toEqual(["5", "–"])
  })

  it("quotes the calculator's default repayment for a priced car", () => {
    const rows = Object.fromEntries(carComparison([hilux, mazda], tenant).rows.map((row) => [row.label, row.values]))
    expect(rows.Repayment?.[0]).toMatch(/^\$\d[\d,]* Weekly$/)
  })
})
