import { describe, expect, it } from "vitest"
import { exampleCar } from "../testing/examples.ts"
import { adfLeadFromStoredLead, type AdfLeadContext } from "./adf-lead-from-lead.ts"
import type { StoredLead } from "./lead-repository.ts"

const createdAt = new Date("2026-03-02T04:05:06Z")
const extras = {
  url: "https://acme.example/cars/1",
  source: "Website",
  user_agent: "Mozilla/5.0",
  car_id: 1,
  car_dealership_id: 3,
  lead_attributes: { visited_pages: [], linked_query_params: {} }
}

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
    fields: { ...extras, category, subcategory, ...fields },
    attributes: extras.lead_attributes,
    steps: [],
    createdAt,
    updatedAt: createdAt
  }
}

const context: AdfLeadContext = {
  car: exampleCar({ vin: "MR0FB8CD300000001" }),
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
      vehicle: {
        interest: "buy",
        status: "used",
        year: 2022,
        make: "Toyota",
        model: "Hilux",
        trim: "SR5",
        vin: "MR0FB8CD300000001",
        stock: "T1234",
        price: 52990
      },
      customer: {
        firstName: "Jo",
        lastName: "Citizen",
        fullName: null,
        email: "jo@example.com",
        phone: "0412345678",
        postcode: "4000"
      },
      comments: null,
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
      postcode: null
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
    expect(adf.vehicle).toBeNull()
    expect(adf.comments).toBe(
      "Need brake pads\nOrder detail: Front pads\nVehicle year: 2019\nHas a trade-in: No\nAdditional services: Fitting, Disposal"
    )
    expect(adf.provider.service).toBe("Parts Enquiry / Brakes")
  })

  it("marks a test drive's interest, and new and demo cars as new", () => {
    const demo = { ...context, car: exampleCar({ car_type: "demo" }) }
    const adf = adfLeadFromStoredLead(storedLead({ name: "Jo" }, "Book a Test Drive"), demo)
    expect(adf.vehicle?.interest).toBe("test-drive")
    expect(adf.vehicle?.status).toBe("new")
  })
})
