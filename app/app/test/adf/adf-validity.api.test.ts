import { adfLeadXml, type AdfLead, type AdfVehicle } from "@dealer/core"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { adfValidityErrors } from "./validate-adf.ts"

const text = fc.option(fc.string({ maxLength: 12 }), { nil: null })
const amount = fc.option(fc.integer({ min: 0, max: 200_000 }), { nil: null })

const vehicle: fc.Arbitrary<AdfVehicle> = fc.record({
  interest: fc.constantFrom("buy", "lease", "sell", "trade-in", "test-drive"),
  status: fc.constantFrom("new", "used", null),
  ids: fc.array(fc.record({ source: fc.string({ maxLength: 8 }), value: fc.string({ minLength: 1, maxLength: 8 }) }), {
    maxLength: 2
  }),
  year: fc.option(fc.integer({ min: 1950, max: 2027 }), { nil: null }),
  make: text,
  model: text,
  trim: text,
  vin: text,
  stock: text,
  odometerKm: amount,
  price: fc.option(
    fc.record({ type: fc.constantFrom("asking", "offer", "appraisal", "quote"), amount: fc.integer({ min: 1, max: 9e5 }) }),
    { nil: null }
  ),
  finance: fc.option(
    fc.record({ method: fc.constantFrom("finance", "lease", "cash"), total: amount, downPayment: amount, monthly: amount }),
    { nil: null }
  ),
  comments: text
})

// What a stored lead can always give: a name field, and an e-mail address or a phone (the forms require one).
const lead: fc.Arbitrary<AdfLead> = fc.record({
  id: fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }),
  source: fc.string({ minLength: 1, maxLength: 20 }),
  requestDate: fc.date({ min: new Date("2000-01-01"), max: new Date("2100-01-01"), noInvalidDate: true }),
  vehicles: fc.array(vehicle, { maxLength: 3 }),
  customer: fc.record({
    firstName: text,
    lastName: text,
    fullName: text,
    email: fc.option(fc.emailAddress(), { nil: null }),
    phone: fc.constantFrom("0412345678", "07 5550 1011", null),
    postcode: fc.constantFrom("4000", null),
    preferredContact: fc.constantFrom("email", "phone", "sms", null)
  }).filter((customer) => customer.email !== null || customer.phone !== null),
  comments: text,
  vendor: fc.record({ id: amount, name: fc.string({ minLength: 1, maxLength: 30 }), phone: fc.constant("07 5550 1011") }),
  provider: fc.record({ name: fc.string({ minLength: 1, maxLength: 30 }), url: text, service: text })
})

describe("adfLeadXml against the ADF 1.0 DTD", () => {
  it("writes a valid document for any lead: no car, several cars, empty values, typed markup", async () => {
    await fc.assert(
      fc.asyncProperty(lead, async (adf) => {
        expect(await adfValidityErrors(adfLeadXml(adf))).toBe("")
      }),
      { numRuns: 150 }
    )
  })

  it("is a check that can fail: a vendor without a phone or e-mail, a vehicle without a make", async () => {
    const valid = adfLeadXml({
      id: 1,
      source: "acme",
      requestDate: new Date("2026-06-01T00:00:00Z"),
      vehicles: [],
      customer: {
        firstName: "Jo",
        lastName: null,
        fullName: null,
        email: "jo@example.com",
        phone: null,
        postcode: null,
        preferredContact: null
      },
      comments: null,
      vendor: { id: 1, name: "Acme", phone: "07 5550 1011" },
      provider: { name: "Acme", url: null, service: null }
    })
    expect(await adfValidityErrors(valid)).toBe("")
    expect(await adfValidityErrors(valid.replace(/\s*<phone type="voice">07 5550 1011<\/phone>/, ""))).toContain(
      "element contact"
    )
    expect(await adfValidityErrors(valid.replace("<make></make>", ""))).toContain("element vehicle")
  })
})
