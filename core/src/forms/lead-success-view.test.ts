import { describe, expect, it } from "vitest"
import { resolveTexts } from "../tenant/texts.ts"
import { leadSuccessPath, leadSuccessSummary, leadSuccessView } from "./lead-success-view.ts"

const texts = resolveTexts(undefined)

describe("leadSuccessPath and leadSuccessSummary", () => {
  it("carry the category, car, time and routed location through the success page's query and back", () => {
    const path = leadSuccessPath({
      category: "Test Drive",
      subcategory: null,
      car_id: 7,
      preferred_date_time: "2026-06-06T10:00",
      location_id: 13
    })
    expect(path).toBe("/success?category=Test%20Drive&car_id=7&time=2026-06-06T10%3A00&location=13")
    expect(leadSuccessSummary(Object.fromEntries(new URL(path, "http://x").searchParams))).toEqual({
      category: "Test Drive",
      subcategory: null,
      carId: 7,
      preferredTime: "2026-06-06T10:00",
      locationId: 13
    })
  })

  it("reads no summary without a category, and no car from a malformed id", () => {
    expect(leadSuccessSummary({ car_id: "7" })).toBeNull()
    expect(leadSuccessSummary({ category: "General Enquiry", car_id: "7x" })?.carId).toBeNull()
    expect(leadSuccessSummary({ category: "General Enquiry", location: "13; drop" })?.locationId).toBeNull()
  })
})

describe("leadSuccessView", () => {
  it("lists what was sent and the test drive's next step", () => {
    const view = leadSuccessView(
      { category: "Test Drive", subcategory: null, preferredTime: "2026-06-06T13:30" },
      "2022 Kia Sportage",
      texts
    )
    expect(view.sent).toEqual([
      { label: "Enquiry", value: "Test Drive" },
      { label: "Vehicle", value: "2022 Kia Sportage" },
      { label: "Preferred time", value: "2026-06-06, 1:30 pm" }
    ])
    expect(view.next).toBe(texts.leadSuccessNextTestDrive)
  })

  it("says which location the lead was sent to, with its phone number", () => {
    const location = { name: "Metro Hyundai Parramatta", phone: "+61255501013", contact_detail: null }
    const view = leadSuccessView({ category: "General Enquiry", subcategory: null, preferredTime: null }, null, texts, location)
    expect(view.sent).toEqual([
      { label: "Enquiry", value: "General Enquiry" },
      { label: "Sent to", value: "Metro Hyundai Parramatta, 02 5550 1013" }
    ])
  })

  it("names the subcategory and gives finance and general next steps", () => {
    const photos = leadSuccessView({ category: "Vehicle Enquiry", subcategory: "Request Photos", preferredTime: null }, null, texts)
    expect(photos.sent).toEqual([{ label: "Enquiry", value: "Vehicle Enquiry – Request Photos" }])
    expect(photos.next).toBe(texts.leadSuccessNext)
    expect(leadSuccessView({ category: "Finance Enquiry", subcategory: null, preferredTime: null }, null, texts).next).toBe(
      texts.leadSuccessNextFinance
    )
    expect(leadSuccessView(null, null, texts).sent).toEqual([])
  })
})
