import { describe, expect, it } from "vitest"
import { decodeOrThrow } from "../shared/decode.ts"
import { defaultTexts } from "../tenant/texts.ts"
import { fieldErrorFor } from "./form-validation.ts"
import type { LeadPageContext } from "./lead-payload.ts"
import { PARTS_STEPS, partsStepTitle, type PartsForm } from "./parts-form.ts"
import { nextPartsStep, partsStepSubmit } from "./parts-step-payload.ts"
import { FormsSettings } from "./settings.ts"
import { validatePartsForm, validatePartsStep, type PartsValidationContext } from "./validate-parts-form.ts"
import { exampleLeadPage } from "../testing/example-lead-page.ts"

const settings = decodeOrThrow(FormsSettings, {}, "forms settings")
const context: PartsValidationContext = {
  settings,
  locationShown: false,
  now: new Date("2025-06-01T00:00:00+10:00"),
  texts: defaultTexts
}
const order: PartsForm = {
  name: "Jo Citizen",
  email: "jo@example.com",
  phone: "0412345678",
  "Vehicle Make": "Toyota",
  "Vehicle Model": "Hilux",
  "Vehicle Year": "2019",
  "Order Detail": "Front brake pads"
}
const page: LeadPageContext = exampleLeadPage({
  url: "https://example-motors.com.au/vehicle-parts-and-accessories",
  userAgent: "UA",
  dealershipId: 9
})

describe("parts form validation", () => {
  it("requires Vehicle Make, Model, Year and Order Detail by default, and nothing of Rego, VIN, Part#", () => {
    const blank: PartsForm = { name: "Jo", email: "jo@example.com", phone: "0412345678" }
    expect(validatePartsForm(blank, context).summary).toEqual({
      heading: "Please fix the following errors:",
      messages: [
        "Please enter the vehicle make",
        "Please enter the vehicle model",
        "Please enter the vehicle year",
        "Please tell us which parts you need"
      ]
    })
    expect(validatePartsForm(order, context).valid).toBe(true)
  })

  it("follows the tenant's required fields", () => {
    const vinOnly = { ...context, settings: { parts_required_fields: ["VIN", "Order Detail"] as const } }
    const result = validatePartsForm({ ...order, "Vehicle Make": "", "Vehicle Year": null }, vinOnly)
    expect(result.fieldErrors).toEqual([{ field: "VIN", message: "Please enter the VIN" }])
  })

  it("validates one step at a time", () => {
    const contact = validatePartsStep(
      "contact-details",
      { ...order, email: "nope" },
      { ...context, locationShown: true }
    )
    expect(contact.fieldErrors.map((error) => error.field)).toEqual(["email", "location"])
    expect(validatePartsStep("vehicle-details", { ...order, "Order Detail": "" }, context).valid).toBe(true)
    expect(validatePartsStep("order-details", { ...order, "Order Detail": " " }, context).summary?.messages).toEqual([
      "Please tell us which parts you need"
    ])
  })

  it("takes a 4-digit vehicle year from 1900 to next year", () => {
    const year = (value: string) =>
      fieldErrorFor(validatePartsStep("vehicle-details", { ...order, "Vehicle Year": value }, context), "Vehicle Year")
    expect(year("2026")).toBeNull()
    expect(year("1900")).toBeNull()
    for (const bad of ["2027", "1899", "19", "20x9"]) expect(year(bad), bad).toBe("Please enter a valid vehicle year")
  })
})

describe("partsStepSubmit", () => {
  it("sends the first step without a lead_id and not completed", () => {
    const submit = partsStepSubmit(order, { step: "contact-details", leadId: null }, page)
    expect(submit.isLastStep).toBe(false)
    expect(submit.payload).not.toHaveProperty("lead_id")
    expect(submit.payload).not.toHaveProperty("lead_status")
    expect(submit.payload).toMatchObject({ form_completed: false, category: "Parts Enquiry", source: "Website" })
  })

  it("attaches the known lead_id to later steps, and completes on the last", () => {
    const middle = partsStepSubmit(order, { step: "vehicle-details", leadId: 812 }, page)
    expect(middle.payload).toMatchObject({ lead_id: 812, form_completed: false })
    const last = partsStepSubmit(order, { step: "order-details", leadId: 812 }, page)
    expect(last.isLastStep).toBe(true)
    expect(last.payload).toMatchObject({ lead_id: 812, lead_status: "Complete", form_completed: true })
  })

  it("drops stale status fields carried in the values", () => {
    const stale = { ...order, lead_id: 1, lead_status: "Complete", form_completed: true }
    const submit = partsStepSubmit(stale, { step: "contact-details", leadId: null }, page)
    expect(submit.payload).not.toHaveProperty("lead_id")
    expect(submit.payload).not.toHaveProperty("lead_status")
    expect(submit.payload.form_completed).toBe(false)
  })

  it("keeps the page's own category when it has one", () => {
    const submit = partsStepSubmit(order, { step: "order-details", leadId: 3 }, { ...page, formCategory: "Parts" })
    expect(submit.payload.category).toBe("Parts")
  })

  it("walks Contact Details, Vehicle Details, Order Details", () => {
    expect(nextPartsStep("contact-details")).toBe("vehicle-details")
    expect(nextPartsStep("vehicle-details")).toBe("order-details")
    expect(nextPartsStep("order-details")).toBeNull()
  })
})

describe("partsStepTitle", () => {
  it("titles the three steps", () => {
    expect(PARTS_STEPS.map((step) => partsStepTitle(step, defaultTexts))).toEqual([
      "Contact Details",
      "Vehicle Details",
      "Order Details"
    ])
    expect(defaultTexts.partsWizardTitle).toBe("Order Parts Online")
  })
})
