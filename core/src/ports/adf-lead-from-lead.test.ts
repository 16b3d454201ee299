import { describe, expect, it } from "vitest"
import { exampleCar } from "../testing/examples.ts"
import { adfLeadFromStoredLead, type AdfLeadContext } from "./adf-lead-from-lead.ts"
import type { StoredLead } from "./lead-repository.ts"
import type { StoredValuation } from "./valuation-repository.ts"

const createdAt = new Date("2026-03-02T04:05:06Z")
const extras = {
  url: "https://acme.example/cars/1",
  source: "Website",
  user_agent: "Mozilla/5.0",
  car_id: 1,
  car_dealership_id: 3,
  lead_attributes: { visited_pages: ["/", "/cars/1"], linked_query_params: { utm_source: "google" } }
}
const EXTRA_LINES = "Source: Website\nSent from: https://acme.example/cars/1\nVisited pages: /, /cars/1\nQuery parameters: utm_source=google"

function storedLead(
  fields: Record<string, unknown>,
  category = "Vehicle Enquiry",
  subcategory: string | null = null
): StoredLead {
  return {
    id: 812,
    tenantSlug: "acme",
    category,
    subcategory,
    status: "complete",
    formCompleted: true,
    spam: false,
    carId: 1,
    locationId: null,
    dealershipId: null,
    fields: { ...extras, category, subcategory, ...fields },
    attributes: extras.lead_attributes,
    steps: [],
    createdAt,
    updatedAt: createdAt
  }
}

const context: AdfLeadContext = {
  car: exampleCar({ vin: "MR0FB8CD300000001" }),
  carUrl: "https://acme.example/cars/2022-toyota-hilux-sr5-t1234",
  tradeIn: null,
  vendor: { id: 3, name: "Acme Motors Southport", phone: null },
  provider: { name: "Acme Motors", url: "https://acme.example" }
}

describe("adfLeadFromStoredLead", () => {
  it("takes first and last name, contact and postcode from the lead form, and the vehicle from the car", () => {
    const adf = adfLeadFromStoredLead(
      storedLead({ name: "Jo", last_name: "Citizen", email: "jo@example.com", phone: "0412345678", postcode: "4000" }),
      context
    )
    expect(adf).toEqual({
      id: 812,
      source: "acme",
      requestDate: createdAt,
      vehicles: [
        {
          interest: "buy",
          status: "used",
          ids: [],
          year: 2022,
          make: "Toyota",
          model: "Hilux",
          trim: "SR5",
          vin: "MR0FB8CD300000001",
          stock: "T1234",
          odometerKm: context.car?.km,
          price: { type: "asking", amount: 52990 },
          finance: null,
          comments: "Link: https://acme.example/cars/2022-toyota-hilux-sr5-t1234"
        }
      ],
      customer: {
        firstName: "Jo",
        lastName: "Citizen",
        fullName: null,
        email: "jo@example.com",
        phone: "0412345678",
        postcode: "4000",
        preferredContact: null
      },
      comments: EXTRA_LINES,
      vendor: context.vendor,
      provider: { name: "Acme Motors", url: "https://acme.example", service: "Vehicle Enquiry" }
    })
  })

  it("uses an enquiry's one name field as the full name", () => {
    const adf = adfLeadFromStoredLead(storedLead({ name: " Jo Citizen ", email: "", phone: "0412345678" }), context)
    expect(adf.customer).toEqual({
      firstName: null,
      lastName: null,
      fullName: "Jo Citizen",
      email: null,
      phone: "0412345678",
      postcode: null,
      preferredContact: null
    })
  })

  it("writes the message first, then the fields the CRM has no element for", () => {
    const adf = adfLeadFromStoredLead(
      storedLead(
        {
          name: "Jo",
          message: "Need brake pads",
          "Order Detail": "Front pads",
          "Vehicle Year": "2019",
          additional_services: ["Fitting", "Disposal"],
          opt_in: true,
          has_trade_in: "No"
        },
        "Parts Enquiry",
        "Brakes"
      ),
      { ...context, car: null }
    )
    expect(adf.vehicles).toEqual([])
    expect(adf.comments).toBe(
      `Need brake pads\nOrder detail: Front pads\nVehicle year: 2019\nHas a trade-in: No\nAdditional services: Fitting, Disposal\n${EXTRA_LINES}`
    )
    expect(adf.provider.service).toBe("Parts Enquiry / Brakes")
  })

  it("marks a test drive's interest, and new and demo cars as new", () => {
    const demo = { ...context, car: exampleCar({ car_type: "demo" }) }
    const adf = adfLeadFromStoredLead(storedLead({ name: "Jo" }, "Book a Test Drive"), demo)
    expect(adf.vehicles[0]?.interest).toBe("test-drive")
    expect(adf.vehicles[0]?.status).toBe("new")
  })

  it("carries a finance enquiry's amount to finance", () => {
    const adf = adfLeadFromStoredLead(storedLead({ name: "Jo" }, "Finance Enquiry"), context)
    expect(adf.vehicles[0]?.finance).toEqual({ method: "finance", total: 52990, downPayment: null, monthly: null })
  })

  it("adds the trade-in with its plate, kilometres, answers by their questions' words, and the offer", () => {
    const tradeIn: StoredValuation = {
      id: 5,
      tenantSlug: "acme",
      rego: "ABC123",
      regoState: "nsw",
      vehicle: {
        year: 2022,
        make: "Toyota",
        model: "RAV4",
        description: "2022 Toyota RAV4 GX",
        questions: [{ id: "accident", label: "Has the car been in an accident?", options: ["Yes", "No"] }]
      },
      adjustmentAnswers: { accident: "No", kms: "24,000" },
      offerPrice: 20400,
      leadId: 812,
      offerAccepted: true,
      acceptedAt: createdAt,
      result: null,
      createdAt,
      updatedAt: createdAt
    }
    const adf = adfLeadFromStoredLead(
      storedLead({ name: "Jo", rego: "ABC123", finance: "No", PreferredContactMethod: "SMS" }, "Trade-In"),
      { ...context, car: null, tradeIn }
    )
    expect(adf.vehicles).toEqual([
      {
        interest: "trade-in",
        status: "used",
        ids: [{ source: "rego NSW", value: "ABC123" }],
        year: 2022,
        make: "Toyota",
        model: "RAV4",
        trim: "GX",
        vin: null,
        stock: null,
        odometerKm: 24000,
        price: { type: "appraisal", amount: 20400 },
        finance: null,
        comments:
          "2022 Toyota RAV4 GX\nUnder finance: No\nHas the car been in an accident?: No\nkms: 24,000\nOffer accepted"
      }
    ])
    expect(adf.customer.preferredContact).toBe("sms")
  })
})
