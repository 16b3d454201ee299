import { describe, expect, it } from "vitest"
import { decodeOrThrow } from "../shared/decode.ts"
import { leadPayload, LeadPayloadExtras, type LeadPageContext } from "./lead-payload.ts"
import { exampleLeadPage } from "../testing/example-lead-page.ts"

const vehiclePage: LeadPageContext = exampleLeadPage({
  url: "https://example-motors.com.au/cars/2022-toyota-hilux-sr5-t1234",
  userAgent: "Mozilla/5.0 (iPhone)",
  car: { id: 1234, dealership_id: 55 },
  dealershipId: 9,
  visitedPages: ["/", "/search/used-cars", "/cars/2022-toyota-hilux-sr5-t1234"],
  linkedQueryParams: { utm_source: "google", gclid: "abc" }
})

describe("leadPayload", () => {
  it("adds source Website, the page, the car and its dealership, and the visit's trail", () => {
    const payload = leadPayload({ name: "Jo", email: "jo@example.com", phone: "0412345678" }, vehiclePage)
    expect(payload).toEqual({
      name: "Jo",
      email: "jo@example.com",
      phone: "0412345678",
      url: "https://example-motors.com.au/cars/2022-toyota-hilux-sr5-t1234",
      source: "Website",
      user_agent: "Mozilla/5.0 (iPhone)",
      car_id: 1234,
      car_dealership_id: 55,
      lead_attributes: {
        visited_pages: ["/", "/search/used-cars", "/cars/2022-toyota-hilux-sr5-t1234"],
        linked_query_params: { utm_source: "google", gclid: "abc" }
      },
      category: "General Enquiry",
      subcategory: null
    })
    expect(decodeOrThrow(LeadPayloadExtras, payload, "lead").source).toBe("Website")
  })

  it("uses the page's dealership and no car when the lead is not about a car", () => {
    const payload = leadPayload({ name: "Jo" }, { ...vehiclePage, car: null })
    expect([payload.car_id, payload.car_dealership_id]).toEqual([null, 9])
  })

  it("takes the chosen category, else the form's, and rewrites Careers Enquiry", () => {
    const service = { ...vehiclePage, formCategory: "Service", formSubcategory: "Logbook" }
    expect(leadPayload({ category: "" }, service)).toMatchObject({ category: "Service", subcategory: "Logbook" })
    expect(leadPayload({ category: "Finance", subcategory: null }, service)).toMatchObject({
      category: "Finance",
      subcategory: "Logbook"
    })
    expect(leadPayload({ category: "Careers Enquiry", subcategory: "Other" }, service)).toMatchObject({
      category: "General Enquiry",
      subcategory: "Career Enquiry"
    })
  })

  it("does not share the page's arrays with the payload", () => {
    const payload = leadPayload({}, vehiclePage)
    expect(payload.lead_attributes.visited_pages).not.toBe(vehiclePage.visitedPages)
  })
})
