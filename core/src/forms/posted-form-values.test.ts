import { describe, expect, it } from "vitest"
import type { EnquiryForm } from "./enquiry-form.ts"
import type { EnquiryFormLayout } from "./enquiry-form-layout.ts"
import { postedEnquiryValues, postedTestDriveValues } from "./posted-form-values.ts"

const layout: EnquiryFormLayout = {
  messageRequired: true,
  categoryShown: true,
  locationShown: false,
  dealershipShown: false,
  optInShown: true,
  termsRequired: false
}
const opening: EnquiryForm = {
  name: "",
  email: "",
  phone: "",
  message: "Is it still available?",
  category: "General Enquiry",
  location: 11,
  opt_in: true,
  terms_conditions: false
}
const contact = { name: "Jo", email: "jo@example.com", phone: "0412345678" }

describe("postedEnquiryValues", () => {
  it("reads the shown inputs and keeps what the form does not offer", () => {
    const values = postedEnquiryValues(opening, { ...contact, category: "Service Enquiry", location: "99" }, layout)
    expect(values).toMatchObject({ ...contact, category: "Service Enquiry", location: 11 })
    expect(values.message).toBe("Is it still available?")
  })

  it("treats an unticked shown checkbox as false and a ticked one as true", () => {
    expect(postedEnquiryValues(opening, contact, layout).opt_in).toBe(false)
    expect(postedEnquiryValues(opening, { ...contact, opt_in: "on" }, layout).opt_in).toBe(true)
  })

  it("keeps a hidden checkbox at its opening value", () => {
    expect(postedEnquiryValues(opening, contact, { ...layout, optInShown: false }).opt_in).toBe(true)
  })

  it("reads carried-over checkboxes of earlier steps and leaves absent ones of later steps alone", () => {
    const step = ["name", "email", "phone"] as const
    expect(postedEnquiryValues(opening, contact, layout, step).opt_in).toBe(true)
    expect(postedEnquiryValues(opening, { ...contact, opt_in: "false" }, layout, step).opt_in).toBe(false)
  })

  it("ignores the category when the form shows no category select", () => {
    expect(postedEnquiryValues(opening, { ...contact, category: "Careers" }, { ...layout, categoryShown: false }).category).toBe(
      "General Enquiry"
    )
  })
})

describe("postedTestDriveValues", () => {
  it("reads the chosen time, and none when left empty", () => {
    const start = { ...opening, preferred_date_time: null }
    expect(postedTestDriveValues(start, { ...contact, preferred_date_time: "2026-06-06T10:00" }, layout).preferred_date_time).toBe(
      "2026-06-06T10:00"
    )
    expect(postedTestDriveValues(start, { ...contact, preferred_date_time: " " }, layout).preferred_date_time).toBeNull()
  })
})
