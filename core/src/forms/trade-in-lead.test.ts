import { describe, expect, it } from "vitest"
import { leadSubmitRequest } from "./lead-submit-request.ts"
import { defaultTexts } from "../tenant/texts.ts"
import { tradeInOfferFromAnswer, tradeInVehicleFromLookup } from "./trade-in-lead.ts"

describe("tradeInVehicleFromLookup", () => {
  it("keeps the valuation id, year, description and questions of the lookup answer", () => {
    const answer = {
      id: 9,
      vehicle: {
        year: 2021,
        make: "Kia",
        description: "2021 Kia Sportage S",
        questions: [{ id: "condition", label: "What condition is the car in?", options: ["Good", "Fair"] }]
      }
    }
    expect(tradeInVehicleFromLookup(answer)).toEqual({
      id: 9,
      year: 2021,
      description: "2021 Kia Sportage S",
      questions: [{ id: "condition", label: "What condition is the car in?", options: ["Good", "Fair"] }]
    })
  })

  it("refuses an answer without the car's year", () => {
    expect(() => tradeInVehicleFromLookup({ id: 9, vehicle: { description: "?", questions: [] } })).toThrow(
      /rego lookup answer/
    )
  })
})

describe("leadSubmitRequest", () => {
  it("continues a known lead and completes it when the payload says so", () => {
    expect(leadSubmitRequest({ name: "Jo" })).toEqual({ userData: { name: "Jo" }, isLastStep: false })
    expect(leadSubmitRequest({ name: "Jo", lead_id: 812, form_completed: true })).toEqual({
      userData: { name: "Jo", lead_id: 812, form_completed: true },
      isLastStep: true,
      lead_id: 812
    })
    expect(leadSubmitRequest({ lead_id: "812" }).lead_id).toBeUndefined()
  })
})

describe("tradeInOfferFromAnswer", () => {
  it("takes the offer, and says we'll be in touch when the valuation gives none", () => {
    expect(tradeInOfferFromAnswer({ offer_price: 18_500 }, defaultTexts)).toEqual({ offer_price: 18_500 })
    expect(() => tradeInOfferFromAnswer({ offer_price: null }, defaultTexts)).toThrow(defaultTexts.tradeInInTouch)
  })
})
