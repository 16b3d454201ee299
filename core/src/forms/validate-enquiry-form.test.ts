import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { defaultTexts } from "../tenant/texts.ts"
import {
  enquiryFormArbitrary,
  enquiryFormLayoutArbitrary,
  invalidEnquiryFormArbitrary
} from "../testing/forms-arbitraries.ts"
import type { EnquiryForm } from "./enquiry-form.ts"
import type { EnquiryFormLayout } from "./enquiry-form-layout.ts"
import { fieldErrorFor } from "./form-validation.ts"
import { validateEnquiryForm } from "./validate-enquiry-form.ts"

const everything: EnquiryFormLayout = {
  messageRequired: true,
  categoryShown: true,
  locationShown: true,
  dealershipShown: true,
  optInShown: true,
  termsRequired: true
}
const nothingOptional: EnquiryFormLayout = {
  messageRequired: false,
  categoryShown: false,
  locationShown: false,
  dealershipShown: false,
  optInShown: false,
  termsRequired: false
}
const complete: EnquiryForm = {
  name: "Jo Citizen",
  email: "jo@example.com.au",
  phone: "0412 345 678",
  message: "Is it still available?",
  category: "General Enquiry",
  location: 12,
  dealership_slug: "brisbane-toyota",
  terms_conditions: true
}
const empty: EnquiryForm = { name: "", email: "", phone: "" }

describe("validateEnquiryForm", () => {
  it("passes a complete form with no summary", () => {
    expect(validateEnquiryForm(complete, everything, defaultTexts)).toEqual({
      valid: true,
      fieldErrors: [],
      summary: null
    })
  })

  it("lists every missing field in form order under 'Please fix the following errors:'", () => {
    const result = validateEnquiryForm(empty, everything, defaultTexts)
    expect(result.valid).toBe(false)
    expect(result.fieldErrors.map((error) => error.field)).toEqual([
      "name",
      "email",
      "phone",
      "message",
      "category",
      "location",
      "dealership_slug",
      "terms_conditions"
    ])
    expect(result.summary).toEqual({
      heading: "Please fix the following errors:",
      messages: [
        "Please enter your name",
        "Please enter your email address",
        "Please enter your phone number",
        "Please enter your comments",
        "Please select an enquiry category",
        "Please select a location",
        "Please select a preferred dealership",
        "Please agree to the terms of use"
      ]
    })
  })

  it("needs only name, email and phone when the layout makes everything else optional (vehicle page)", () => {
    const result = validateEnquiryForm(empty, nothingOptional, defaultTexts)
    expect(result.fieldErrors.map((error) => error.field)).toEqual(["name", "email", "phone"])
    const noComments = { name: "Jo", email: "jo@example.com", phone: "0732101234" }
    expect(validateEnquiryForm(noComments, nothingOptional, defaultTexts).valid).toBe(true)
  })

  it("names malformed email and phone", () => {
    const result = validateEnquiryForm({ ...complete, email: "jo@", phone: "12345" }, everything, defaultTexts)
    expect(fieldErrorFor(result, "email")).toBe("Please enter a valid email address")
    expect(fieldErrorFor(result, "phone")).toBe("Please enter a valid Australian phone number")
  })

  it("leaves Rego and opt-in optional", () => {
    expect(validateEnquiryForm({ ...complete, Rego: null, opt_in: false }, everything, defaultTexts).valid).toBe(true)
  })

  it("uses a tenant's reworded message", () => {
    const texts = { ...defaultTexts, formsNameRequired: "Name please" }
    expect(validateEnquiryForm({ ...complete, name: " " }, everything, texts).summary?.messages).toEqual([
      "Name please"
    ])
  })

  it("always passes a generated valid form", () => {
    const layoutAndValues = enquiryFormLayoutArbitrary.chain((layout) =>
      enquiryFormArbitrary(layout).map((values) => ({ layout, values }))
    )
    fc.assert(
      fc.property(layoutAndValues, ({ layout, values }) => {
        expect(validateEnquiryForm(values, layout, defaultTexts)).toEqual({
          valid: true,
          fieldErrors: [],
          summary: null
        })
      }),
      { numRuns: 1000 }
    )
  })

  it("gives exactly that field's error when one required field is removed", () => {
    const layoutAndBroken = enquiryFormLayoutArbitrary.chain((layout) =>
      invalidEnquiryFormArbitrary(layout).map((broken) => ({ layout, ...broken }))
    )
    fc.assert(
      fc.property(layoutAndBroken, ({ layout, values, field }) => {
        const result = validateEnquiryForm(values, layout, defaultTexts)
        expect(result.fieldErrors.map((error) => error.field)).toEqual([field])
        expect(result.summary?.messages).toHaveLength(1)
      }),
      { numRuns: 1000 }
    )
  })
})
