import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { defaultTexts } from "../tenant/texts.ts"
import {
  australianMobileArbitrary,
  emailAddressArbitrary,
  fourDigitPostcodeArbitrary,
  invalidPostcodeInputArbitrary
} from "../testing/forms-arbitraries.ts"
import { fieldErrorFor } from "./form-validation.ts"
import { isLeadFormSpam, validateLeadForm, type LeadForm } from "./lead-form.ts"
import { enquiryPrefill, storedUserDetailsFromLeadForm } from "./stored-user-details.ts"

const filled: LeadForm = {
  name: "Jo",
  last_name: "Citizen",
  postcode: "4000",
  phone: "0412 345 678",
  email: "jo@example.com",
  has_trade_in: "No"
}

describe("validateLeadForm", () => {
  it("passes a filled form", () => {
    expect(validateLeadForm(filled, defaultTexts).valid).toBe(true)
  })

  it("gives the postcode message verbatim for blank and malformed postcodes", () => {
    for (const postcode of ["", "400", "40000", "abcd"]) {
      const result = validateLeadForm({ ...filled, postcode }, defaultTexts)
      expect(result.fieldErrors).toEqual([
        { field: "postcode", message: "Invalid postcode. Please enter a 4-digit number." }
      ])
    }
  })

  it("asks for an Australian mobile, not a landline", () => {
    const result = validateLeadForm({ ...filled, phone: "07 3210 1234" }, defaultTexts)
    expect(fieldErrorFor(result, "phone")).toBe("Please enter a valid Australian mobile number")
  })

  it("names every missing field", () => {
    const empty: LeadForm = { name: "", last_name: "", postcode: "", phone: "", email: "" }
    expect(validateLeadForm(empty, defaultTexts).summary?.messages).toEqual([
      "Please enter your first name",
      "Please enter your last name",
      "Invalid postcode. Please enter a 4-digit number.",
      "Please enter your mobile number",
      "Please enter your email address",
      "Please tell us whether you have a trade-in"
    ])
  })

  it("passes generated valid details and refuses generated bad postcodes", () => {
    const details = fc.record({
      postcode: fourDigitPostcodeArbitrary,
      phone: australianMobileArbitrary,
      email: emailAddressArbitrary
    })
    fc.assert(fc.property(details, (generated) => validateLeadForm({ ...filled, ...generated }, defaultTexts).valid))
    fc.assert(
      fc.property(invalidPostcodeInputArbitrary, (postcode) => {
        const result = validateLeadForm({ ...filled, postcode }, defaultTexts)
        expect(result.fieldErrors.map((error) => error.field)).toEqual(["postcode"])
      })
    )
  })
})

describe("isLeadFormSpam", () => {
  it("flags a filled honeypot only", () => {
    expect(isLeadFormSpam({ website: "http://spam.example" })).toBe(true)
    expect(isLeadFormSpam({ website: "" })).toBe(false)
    expect(isLeadFormSpam({})).toBe(false)
  })
})

describe("stored user details", () => {
  it("remembers the lead form's details and prefills an enquiry with the joined name", () => {
    const stored = storedUserDetailsFromLeadForm({ ...filled, website: "x" })
    expect(stored).toEqual({
      name: "Jo",
      last_name: "Citizen",
      email: "jo@example.com",
      phone: "0412 345 678",
      postcode: "4000"
    })
    expect(enquiryPrefill(stored)).toEqual({ name: "Jo Citizen", email: "jo@example.com", phone: "0412 345 678" })
    expect(enquiryPrefill({ last_name: null })).toEqual({ name: "", email: "", phone: "" })
  })
})
