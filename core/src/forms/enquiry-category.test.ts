import { describe, expect, it } from "vitest"
import { enquiryCategory, isCategorySelectShown } from "./enquiry-category.ts"

describe("enquiryCategory", () => {
  it("rewrites Careers Enquiry to General Enquiry with subcategory Career Enquiry", () => {
    expect(enquiryCategory("Careers Enquiry", null)).toEqual({
      category: "General Enquiry",
      subcategory: "Career Enquiry"
    })
    expect(enquiryCategory("Careers Enquiry", "Sales role")).toEqual({
      category: "General Enquiry",
      subcategory: "Career Enquiry"
    })
  })

  it("defaults a blank category to General Enquiry and keeps others as chosen", () => {
    expect(enquiryCategory(undefined, undefined)).toEqual({ category: "General Enquiry", subcategory: null })
    expect(enquiryCategory("  ", "")).toEqual({ category: "General Enquiry", subcategory: null })
    expect(enquiryCategory("Service", "Logbook")).toEqual({ category: "Service", subcategory: "Logbook" })
  })
})

describe("isCategorySelectShown", () => {
  it("shows the category select only for event 22 or a General Enquiry form", () => {
    expect(isCategorySelectShown({ eventId: 22, formCategory: "Vehicle Enquiry" })).toBe(true)
    expect(isCategorySelectShown({ eventId: 14, formCategory: "General Enquiry" })).toBe(true)
    expect(isCategorySelectShown({ eventId: null, formCategory: null })).toBe(true)
    expect(isCategorySelectShown({ eventId: 14, formCategory: "Vehicle Enquiry" })).toBe(false)
    expect(isCategorySelectShown({ eventId: 17, formCategory: "Test Drive" })).toBe(false)
  })
})
