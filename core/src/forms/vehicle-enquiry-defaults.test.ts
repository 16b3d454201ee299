import { describe, expect, it } from "vitest"
import { decodeOrThrow } from "../shared/decode.ts"
import { exampleCar } from "../testing/examples.ts"
import { manufacturerSlug, vehicleEnquiryDefaults, VehicleEnquiryDefaults } from "./vehicle-enquiry-defaults.ts"

describe("vehicleEnquiryDefaults", () => {
  it("starts an enquiry about a car with its identity and opt_in ticked", () => {
    const car = exampleCar({ dealership_slug: "brisbane-toyota" })
    const defaults = vehicleEnquiryDefaults(car, { message: "", subcategory: null })
    expect(defaults).toEqual({
      dealership_slug: "brisbane-toyota",
      manufacturer_slug: "toyota",
      stock_number: "T1234",
      "Vehicle Make": "Toyota",
      "Vehicle Model": "Hilux",
      car_type: "used",
      car_id: 1,
      vehicle_status: "in_stock",
      opt_in: true,
      message: "",
      subcategory: null
    })
    expect(decodeOrThrow(VehicleEnquiryDefaults, defaults, "enquiry defaults")).toEqual(defaults)
  })

  it("carries the opener's message and subcategory", () => {
    const defaults = vehicleEnquiryDefaults(exampleCar({ status: "sold" }), {
      message: "Please find me something similar",
      subcategory: "Find Me Something Similar"
    })
    expect(defaults).toMatchObject({ vehicle_status: "sold", subcategory: "Find Me Something Similar" })
  })
})

describe("manufacturerSlug", () => {
  it("turns a make into a slug", () => {
    expect(manufacturerSlug("Land Rover")).toBe("land-rover")
    expect(manufacturerSlug("Mercedes-Benz")).toBe("mercedes-benz")
    expect(manufacturerSlug(" GWM / Haval ")).toBe("gwm-haval")
  })
})
