import { describe, expect, it } from "vitest"
import { defaultTexts } from "../tenant/texts.ts"
import type { EnquiryFormLayout } from "./enquiry-form-layout.ts"
import { testDriveCarKind } from "./test-drive-car-kind.ts"
import { validateTestDriveForm, type TestDriveForm } from "./test-drive-form.ts"

const now = new Date("2025-06-01T09:00:00+10:00")
const layout: EnquiryFormLayout = {
  messageRequired: true,
  categoryShown: false,
  locationShown: false,
  dealershipShown: false,
  optInShown: true,
  termsRequired: false
}
const booking: TestDriveForm = { name: "Jo", email: "jo@example.com", phone: "0412345678" }

describe("validateTestDriveForm", () => {
  it("leaves the message and the date-time optional, whatever the layout says about Comments", () => {
    expect(validateTestDriveForm(booking, layout, now, defaultTexts).valid).toBe(true)
  })

  it("takes a future booking time and refuses a past or unreadable one", () => {
    const at = (preferred_date_time: string) =>
      validateTestDriveForm({ ...booking, preferred_date_time }, layout, now, defaultTexts).fieldErrors
    expect(at("2025-06-02T10:30")).toEqual([])
    expect(at("2025-05-31T10:30")).toEqual([
      { field: "preferred_date_time", message: "Please choose a date and time in the future" }
    ])
    expect(at("next tuesday")).toEqual([
      { field: "preferred_date_time", message: "Please choose a valid date and time" }
    ])
  })

  it("still requires the contact fields", () => {
    const result = validateTestDriveForm({ ...booking, phone: "" }, layout, now, defaultTexts)
    expect(result.summary?.messages).toEqual(["Please enter your phone number"])
  })
})

describe("testDriveCarKind", () => {
  it("classifies a booking as test drive only, new (new or demo) or used", () => {
    expect([null, "new", "demo", "used", "other"].map((type) => testDriveCarKind(type as never))).toEqual([
      "test-drive-only",
      "new",
      "new",
      "used",
      "test-drive-only"
    ])
  })
})
