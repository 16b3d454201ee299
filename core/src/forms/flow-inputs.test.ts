import { describe, expect, it } from "vitest"
import { defaultTexts } from "../tenant/texts.ts"
import { partsInitialValues } from "./parts-initial-values.ts"
import { testDriveBookingInput } from "./test-drive-booking-setup.ts"
import { valuationInitialValues } from "./valuation-initial-values.ts"
import { validateEnquiryStep } from "./validate-enquiry-step.ts"
import { exampleLeadPage } from "../testing/example-lead-page.ts"

const stored = { name: "Jo", last_name: "Citizen", email: "jo@example.com", phone: "0412345678" }
const settings = {
  enquiry_message_required: true,
  opt_in_hidden: false,
  terms_required: true,
  dealership_select_removed: false
}

describe("flow inputs", () => {
  it("opens the parts wizard with the visitor's details and empty vehicle and order fields", () => {
    expect(partsInitialValues(stored)).toMatchObject({
      name: "Jo Citizen",
      email: "jo@example.com",
      phone: "0412345678",
      "Vehicle Make": "",
      "Order Detail": ""
    })
    expect(partsInitialValues(null)).toMatchObject({ name: "", email: "", phone: "" })
  })

  it("opens the trade-in form on the tenant's rego state with Phone as the contact method", () => {
    expect(valuationInitialValues({ default_rego_state: "vic" }, stored)).toEqual({
      rego: "",
      regoState: "vic",
      kms: "",
      PreferredContactMethod: "Phone",
      name: "Jo Citizen",
      email: "jo@example.com",
      phone: "0412345678"
    })
  })

  it("makes Comments optional on the test drive form even where the tenant requires them", () => {
    const input = testDriveBookingInput(
      {
        placement: {
          messageRequired: true,
          eventId: null,
          formCategory: "Test Drive",
          locationShown: false,
          dealershipCount: 2
        },
        page: exampleLeadPage({ url: "https://example-motors.example/book-test-drive", formCategory: "Test Drive" }),
        stored: null,
        vehicle: null,
        message: ""
      },
      settings,
      defaultTexts,
      new Date("2025-03-01T00:00:00Z")
    )
    expect(input.layout).toMatchObject({ messageRequired: false, dealershipShown: true, termsRequired: true })
    expect(input.values).toMatchObject({ opt_in: true, terms_conditions: false })
  })

  it("validates only the fields of an enquiry step", () => {
    const layout = {
      messageRequired: true,
      categoryShown: false,
      locationShown: false,
      dealershipShown: false,
      optInShown: true,
      termsRequired: true
    }
    const values = { name: "", email: "jo@", phone: "", message: "" }
    expect(validateEnquiryStep(values, layout, ["email", "message"], defaultTexts).summary?.messages).toEqual([
      "Please enter a valid email address",
      "Please enter your comments"
    ])
    expect(validateEnquiryStep(values, layout, ["terms_conditions"], defaultTexts).fieldErrors).toEqual([
      { field: "terms_conditions", message: "Please agree to the terms of use" }
    ])
  })
})
