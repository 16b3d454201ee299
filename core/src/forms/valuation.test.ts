import { describe, expect, it } from "vitest"
import { decodeOrThrow } from "../shared/decode.ts"
import { defaultTexts } from "../tenant/texts.ts"
import { kilometresFromInput, validateValuationForm } from "./validate-valuation-form.ts"
import { Valuation, ValuationFormFields, type ValuationFormFields as Fields } from "./valuation.ts"
import { adjustmentsRequest, offerAcceptedRequest, regoLookupRequest } from "./valuation-requests.ts"

const filled: Fields = {
  PreferredContactMethod: "Phone",
  finance: "No",
  kms: "85,000 kms",
  regoState: "qld",
  rego: "ABC123",
  name: "Jo Citizen",
  phone: "0412 345 678",
  email: "jo@example.com"
}

describe("ValuationFormFields", () => {
  it("defaults the preferred contact method to Phone and refuses other methods", () => {
    const decoded = decodeOrThrow(
      ValuationFormFields,
      { rego: "ABC123", name: "Jo", phone: "0412345678", email: "jo@example.com" },
      "trade-in form"
    )
    expect(decoded.PreferredContactMethod).toBe("Phone")
    expect(() =>
      decodeOrThrow(ValuationFormFields, { ...filled, PreferredContactMethod: "Pigeon" }, "trade-in form")
    ).toThrow(/PreferredContactMethod/)
    expect(() => decodeOrThrow(ValuationFormFields, { ...filled, finance: "Maybe" }, "trade-in form")).toThrow(
      /finance/
    )
  })

  it("decodes a valuation along the flow", () => {
    const valuation = decodeOrThrow(
      Valuation,
      {
        rego: "ABC123",
        regoState: "qld",
        id: "val_9",
        offer_price: 21500,
        lead_id: 812,
        adjustmentAnswers: { accident: "No" }
      },
      "valuation"
    )
    expect(valuation.offer_price).toBe(21500)
  })
})

describe("validateValuationForm", () => {
  it("passes a complete form", () => {
    expect(validateValuationForm(filled, { locationShown: false }, defaultTexts).valid).toBe(true)
  })

  it("names every missing field", () => {
    const empty: Fields = { PreferredContactMethod: "Phone", rego: "", name: "", phone: "", email: "" }
    expect(validateValuationForm(empty, { locationShown: true }, defaultTexts).summary?.messages).toEqual([
      "Please enter your rego",
      "Please select the state the car is registered in",
      "Please enter the car's kilometres",
      "Please tell us whether the car is under finance",
      "Please enter your name",
      "Please enter your email address",
      "Please enter your phone number",
      "Please select a location"
    ])
  })

  it("refuses kilometres that are not a whole number", () => {
    const result = validateValuationForm({ ...filled, kms: "about 80k" }, { locationShown: false }, defaultTexts)
    expect(result.fieldErrors).toEqual([{ field: "kms", message: "Please enter the kilometres as a whole number" }])
  })

  it("refuses a rego the rego lookup would refuse", () => {
    const result = validateValuationForm({ ...filled, rego: "ABC-1234" }, { locationShown: false }, defaultTexts)
    expect(result.fieldErrors).toEqual([{ field: "rego", message: "Please enter a rego of 1 to 9 letters and digits" }])
  })
})

describe("kilometresFromInput", () => {
  it("reads digits with thousands commas and an optional kms suffix", () => {
    expect(kilometresFromInput("85,000 kms")).toBe(85000)
    expect(kilometresFromInput("120000")).toBe(120000)
    expect(kilometresFromInput("0")).toBe(0)
    for (const bad of ["", "-5", "8.5", "85,00", "lots", "1e5"]) expect(kilometresFromInput(bad), bad).toBeNull()
  })
})

describe("trade-in requests", () => {
  it("sends the rego as registries store it", () => {
    expect(regoLookupRequest(" abc 123 ", "nsw")).toEqual({ rego: "ABC123", regoState: "nsw" })
  })

  it("sends the adjustments with the valuation id", () => {
    expect(adjustmentsRequest(77, { accident: "No" })).toEqual({ id: 77, adjustmentAnswers: { accident: "No" } })
  })

  it("accepts an offer with subcategory '3. Offer Accepted'", () => {
    expect(offerAcceptedRequest(812)).toEqual({
      lead_id: 812,
      form_completed: true,
      offer_accepted: true,
      subcategory: "3. Offer Accepted"
    })
  })
})
