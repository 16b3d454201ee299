import { describe, expect, it } from "vitest"
import { leadCar, leadSuccessEffects } from "./lead-success-effects.ts"

const usedLead = {
  category: "Vehicle Enquiry",
  car_id: 7,
  car_type: "used",
  "Vehicle Make": "Kia",
  "Vehicle Model": "Sorento",
  stock_number: "K10696"
}

describe("leadSuccessEffects", () => {
  it("records an enquiry about a used car as 15 (Used Car) and keeps the car and category", () => {
    expect(leadSuccessEffects("enquiry", usedLead, { lead_id: 812 })).toEqual({
      tracking: { category: "Vehicle Enquiry", event: { id: 15, label: "Used Car" } },
      record: {
        car: { id: 7, make: "Kia", model: "Sorento", stocknum: "K10696" },
        successCategory: "Vehicle Enquiry"
      }
    })
  })

  it("records enquiries about new and demo cars as 14 (New Car)", () => {
    for (const car_type of ["new", "demo"]) {
      expect(leadSuccessEffects("enquiry", { ...usedLead, car_type }, { lead_id: 1 })?.tracking.event).toEqual({
        id: 14,
        label: "New Car"
      })
    }
  })

  it("records test drives as 48 for a used car, 17 for a new one and 17 without a label when no car is named", () => {
    const event = (lead: object) => leadSuccessEffects("test-drive", lead, { lead_id: 1 })?.tracking.event
    expect(event({ ...usedLead, category: "Test Drive" })).toEqual({ id: 48, label: "Used Car" })
    expect(event({ ...usedLead, car_type: "new" })).toEqual({ id: 17, label: "New Car" })
    expect(event({ category: "Test Drive" })).toEqual({ id: 17, label: null })
  })

  it("keeps no car for a lead about none, and the category it was sent under", () => {
    expect(leadSuccessEffects("enquiry", { category: "Service Enquiry" }, { lead_id: 3 })?.record).toEqual({
      car: null,
      successCategory: "Service Enquiry"
    })
  })

  it("records nothing when the answer has no lead_id", () => {
    expect(leadSuccessEffects("enquiry", usedLead, { error: "Refused" })).toBeNull()
    expect(leadSuccessEffects("enquiry", usedLead, { lead_id: null })).toBeNull()
  })
})

describe("leadCar", () => {
  it("reads an unknown condition as new, and blank fields as missing", () => {
    expect(leadCar({ car_id: 2, car_type: "other", "Vehicle Make": " " })).toEqual({
      id: 2,
      make: null,
      model: null,
      stocknum: null,
      car_type: "new"
    })
    expect(leadCar({ car_id: "2" })).toBeNull()
  })
})
