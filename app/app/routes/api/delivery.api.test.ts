import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { apiTargets } from "../../test/api-databases.ts"
import { ApiClient, errorOf, json, openTestServices, seedTestTenants, TEST_NOW } from "../../test/api-harness.ts"
import { leadBody } from "../../test/lead-bodies.ts"
import type { Services } from "../../server/create-services.server.ts"

describe.each(apiTargets())("delivery, test drive and finance calls on $name", (target) => {
  let services: Services
  const clock = { now: TEST_NOW }
  let shopper: ApiClient

  beforeAll(async () => {
    const db = await target.open()
    await seedTestTenants(db)
    services = await openTestServices(db, clock)
    shopper = new ApiClient(services)
  })
  afterAll(() => services?.close())

  describe("GET /api/delivery-price", () => {
    it("prices a delivery by the distance from the primary sales location", async () => {
      // Springwood to Brisbane 4000 is about 16 km; to Sydney 2000 about 740 km.
      expect(await json(await shopper.get("/api/delivery-price?postcode=4000"))).toEqual({ price: 149, name: "Local" })
      expect(await json(await shopper.get("/api/delivery-price?postcode=2000"))).toEqual({
        price: 890,
        name: "Interstate"
      })
      // From Dandenong (location 15), Melbourne 3000 is local.
      expect(await json(await shopper.get("/api/delivery-price?postcode=3000&location_id=15"))).toEqual({
        price: 149,
        name: "Local"
      })
    })

    it("answers the specification's postcode messages with 400", async () => {
      const empty = await shopper.get("/api/delivery-price?postcode=")
      expect(empty.status).toBe(400)
      expect(await errorOf(empty)).toEqual({
        code: "invalid_input",
        message: "Please enter a postcode.",
        fields: [{ path: "postcode", message: "Please enter a postcode." }]
      })
      for (const postcode of ["123", "40000", "abcd", "0000"]) {
        const response = await shopper.get(`/api/delivery-price?postcode=${postcode}`)
        expect(response.status).toBe(400)
        expect((await errorOf(response)).message).toBe("Invalid postcode. Please enter a 4-digit number.")
      }
    })

    it("answers 404 with the no-estimate text when no band reaches the postcode", async () => {
      const kia = new ApiClient(services, { host: "coastal-kia.localhost" })
      await services.repositories.deliveryZones.replace("coastal-kia", [{ up_to_km: 30, price: 99, name: "Nearby" }])
      const response = await kia.get("/api/delivery-price?postcode=0800")
      expect(response.status).toBe(404)
      expect((await errorOf(response)).message).toBe(
        "Sorry, we can't provide an estimate for that location. Please use the enquiry form on this page or give us a call to get a quote."
      )
    })
  })

  describe("GET /api/test-drives/availability", () => {
    it("answers the location's opening hours in 30 minute slots, less booked and past ones", async () => {
      // Monday 1 June 2026, 10:00 in Brisbane: the 9:00 and 9:30 slots have passed.
      const today = await json<{ slots: Array<{ start: string; end: string }> }>(
        await shopper.get("/api/test-drives/availability?location_id=11&date=2026-06-01")
      )
      expect(today.slots[0]).toEqual({ start: "2026-06-01T10:30", end: "2026-06-01T11:00" })
      expect(today.slots.at(-1)).toEqual({ start: "2026-06-01T16:30", end: "2026-06-01T17:00" })
      expect(today.slots).toHaveLength(13)

      const saturday = "/api/test-drives/availability?location_id=11&date=2026-06-06"
      expect((await json<{ slots: unknown[] }>(await shopper.get(saturday))).slots).toHaveLength(6)
      await new ApiClient(services, { address: "198.51.100.200" }).post(
        "/api/leads",
        leadBody({ category: "Book a Test Drive", location: 11, preferred_date_time: "2026-06-06T10:00" })
      )
      const after = await json<{ slots: Array<{ start: string }> }>(await shopper.get(saturday))
      expect(after.slots.map((slot) => slot.start.slice(11))).toEqual(["09:00", "09:30", "10:30", "11:00", "11:30"])
      const sunday = await json<{ slots: unknown[] }>(
        await shopper.get("/api/test-drives/availability?location_id=11&date=2026-06-07")
      )
      expect(sunday.slots).toEqual([])
    })

    it("answers 404 for a location of no tenant's site, 400 for a bad date", async () => {
      expect((await shopper.get("/api/test-drives/availability?location_id=21&date=2026-06-02")).status).toBe(404)
      const bad = await shopper.get("/api/test-drives/availability?location_id=11&date=2-6-2026")
      expect(bad.status).toBe(400)
      expect((await errorOf(bad)).fields[0]?.path).toBe("date")
      const missing = await shopper.get("/api/test-drives/availability?date=2026-06-02")
      expect((await errorOf(missing)).fields[0]?.path).toBe("location_id")
    })
  })

  describe("POST /api/youx/quote", () => {
    const request = {
      selfAssessedCreditScore: "GREAT",
      purchasePrice: 45_990,
      loanTerm: 60,
      year: 2022,
      vin: null,
      nvic: null,
      whoIsHelping: "Metro Motor Group"
    }

    it("quotes with the finance rules: 10% deposit, 30% final payment, weekly = monthly ÷ 4.33", async () => {
      const response = await shopper.post("/api/youx/quote", request)
      expect(response.status).toBe(200)
      expect(await json(response)).toEqual({ weeklyRepaymentAmount: 161.96, advertisedRate: 10, comparisonRate: 10 })
    })

    it("refuses a price of 0 with 400 naming it", async () => {
      const response = await shopper.post("/api/youx/quote", { ...request, purchasePrice: 0 })
      expect(response.status).toBe(400)
      expect((await errorOf(response)).fields.map((field) => field.path)).toEqual(["purchasePrice"])
    })
  })
})
