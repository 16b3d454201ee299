import { describe, expect, it } from "vitest"
import { vehicleEnquiryFormOf, vehicleEnquiryForms } from "./vehicle-enquiry-forms.ts"

describe("vehicleEnquiryForms", () => {
  it("offers the forms the buttons open and Request Photos for an available car", () => {
    const buttons = [{ dialog: "enquire" as const }, { dialog: null }, { dialog: "test-drive" as const }]
    expect(vehicleEnquiryForms(buttons, true)).toEqual(["enquire", "test-drive", "request-photos"])
  })

  it("offers only Find Me Something Similar for a sold car", () => {
    expect(vehicleEnquiryForms([{ dialog: "find-similar" }], false)).toEqual(["find-similar"])
  })
})

describe("vehicleEnquiryFormOf", () => {
  it("reads known form names only", () => {
    expect(vehicleEnquiryFormOf("request-photos")).toBe("request-photos")
    expect(vehicleEnquiryFormOf("checkout")).toBeNull()
    expect(vehicleEnquiryFormOf(undefined)).toBeNull()
  })
})
