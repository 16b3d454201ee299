import { describe, expect, it } from "vitest"
import { exampleCar, exampleTenant } from "../testing/examples.ts"
import { garageEnquiryView } from "./garage-enquiry-view.ts"

const tenant = exampleTenant()
const enquiry = { id: 12, category: "Test Drive", subcategory: "Used", carId: 1, createdAt: new Date("2026-03-01T15:00:00Z") }

describe("garageEnquiryView", () => {
  it("heads an enquiry with its category and subcategory, links its car and dates it in the tenant's zone", () => {
    expect(garageEnquiryView(enquiry, exampleCar(), tenant)).toEqual({
      id: 12,
      heading: "Test Drive - Used",
      car: { title: "2022 Toyota Hilux SR5 GUN126R", href: "/cars/2022-toyota-hilux-sr5-t1234" },
      sentText: "Sent 2 Mar 2026"
    })
  })

  it("shows an enquiry about no car, or a car no longer listed, without a car", () => {
    expect(garageEnquiryView({ ...enquiry, subcategory: null, carId: null }, null, tenant)).toMatchObject({
      heading: "Test Drive",
      car: null
    })
  })
})
