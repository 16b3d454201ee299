import type { Car } from "@dealer/core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { apiTargets } from "../../test/api-databases.ts"
import { ApiClient, errorOf, json, openTestServices, seedTestTenants, TEST_NOW } from "../../test/api-harness.ts"
import { leadBody } from "../../test/lead-bodies.ts"
import type { Services } from "../../server/create-services.server.ts"

describe.each(apiTargets())("lead calls on $name", (target) => {
  let services: Services
  const clock = { now: TEST_NOW }
  let car: Car
  let address = 0
  // Each test is its own client, so the per-client lead limit of one test leaves the others alone.
  const shopper = (host?: string) =>
    new ApiClient(services, { address: `198.51.100.${++address}`, ...(host ? { host } : {}) })
  const adfOf = async (leadId: number) =>
    (await services.repositories.outbox.list({ tenantSlug: "metro-motor-group", kind: "adf", limit: 1000 })).filter(
      (entry) => entry.kind === "adf" && entry.payload.leadId === leadId
    )

  beforeAll(async () => {
    const db = await target.open()
    await seedTestTenants(db)
    services = await openTestServices(db, clock)
    car = (await services.stock.listByTenant("metro-motor-group"))[0] as Car
  })
  afterAll(() => services?.close())

  describe("POST /api/leads", () => {
    it("commits the lead before answering its id, and puts its ADF document in the outbox", async () => {
      const response = await shopper().post("/api/leads", leadBody({ car_id: car.id }))
      expect(response.status).toBe(200)
      const { lead_id } = await json<{ lead_id: number }>(response)
      const stored = await services.repositories.leads.findById("metro-motor-group", lead_id)
      expect(stored).toMatchObject({ status: "complete", category: "Vehicle Enquiry", carId: car.id, spam: false })
      expect(stored?.fields.email).toBe("jo@example.com")
      const [adf, ...more] = await adfOf(lead_id)
      expect(more).toEqual([])
      const xml = adf?.kind === "adf" ? adf.payload.xml : ""
      expect(xml).toContain(`<id sequence="1" source="metro-motor-group">${lead_id}</id>`)
      expect(xml).toContain(`<vin>${car.vin}</vin>`)
      expect(xml).toContain('<name part="first">Jo</name>')
    })

    it("records the browser that sent the lead, not the one a cached page named", async () => {
      const response = await shopper().post("/api/leads", leadBody({ user_agent: "FirstVisitor/1.0" }), {
        "user-agent": "Shopper/2.0"
      })
      const { lead_id } = await json<{ lead_id: number }>(response)
      expect((await services.repositories.leads.findById("metro-motor-group", lead_id))?.fields.user_agent).toBe(
        "Shopper/2.0"
      )
    })

    it("adds later steps to the lead and delivers it again once it is complete", async () => {
      const client = shopper()
      const first = await json<{ lead_id: number }>(
        await client.post("/api/leads", leadBody({ category: "Parts Enquiry", "Order Detail": "" }, false))
      )
      expect(await adfOf(first.lead_id)).toHaveLength(1)
      const second = await client.post("/api/leads", leadBody({ "Vehicle Make": "Mazda" }, false, first.lead_id))
      expect(await json(second)).toEqual({ lead_id: first.lead_id, location_id: 11 })
      expect(await adfOf(first.lead_id)).toHaveLength(1)
      await client.post("/api/leads", leadBody({ "Order Detail": "Brake pads" }, true, first.lead_id))
      const stored = await services.repositories.leads.findById("metro-motor-group", first.lead_id)
      expect(stored?.steps.map((step) => step.step)).toEqual([1, 2, 3])
      expect(stored?.status).toBe("complete")
      const deliveries = await adfOf(first.lead_id)
      expect(deliveries).toHaveLength(2)
      expect(deliveries[0]?.kind === "adf" && deliveries[0].payload.xml).toContain("Order detail: Brake pads")
    })

    it("books a test drive slot once: a second booking, even at the same moment, is refused with 409", async () => {
      const booking = (time: string) =>
        leadBody({ category: "Book a Test Drive", location: 11, preferred_date_time: time })
      const leadCount = async () =>
        (await services.db.query<{ count: number }>("SELECT count(*)::integer AS count FROM leads"))[0]?.count ?? 0
      const before = await leadCount()
      const answers = await Promise.all([
        shopper().post("/api/leads", booking("2026-06-08T11:00")),
        shopper().post("/api/leads", booking("2026-06-08T11:00")),
        shopper().post("/api/leads", booking("2026-06-08T11:10"))
      ])
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409])
      const refused = answers.find((answer) => answer.status === 409) as Response
      expect(await errorOf(refused)).toEqual({
        code: "conflict",
        message: "Sorry, that time has just been booked. Please choose another time.",
        fields: [
          {
            path: "userData.preferred_date_time",
            message: "Sorry, that time has just been booked. Please choose another time."
          }
        ]
      })
      expect(await leadCount()).toBe(before + 1)
      expect((await shopper().post("/api/leads", booking("2026-06-08T11:30"))).status).toBe(200)
      const availability = await json<{ slots: Array<{ start: string }> }>(
        await shopper().get("/api/test-drives/availability?location_id=11&date=2026-06-08")
      )
      expect(availability.slots.map((slot) => slot.start)).not.toContain("2026-06-08T11:00")
    })

    it("answers a filled honeypot like any lead and never delivers it", async () => {
      const response = await shopper().post("/api/leads", leadBody({ website: "http://spam.example" }))
      expect(response.status).toBe(200)
      const { lead_id } = await json<{ lead_id: number }>(response)
      expect((await services.repositories.leads.findById("metro-motor-group", lead_id))?.spam).toBe(true)
      expect(await adfOf(lead_id)).toEqual([])
    })

    it("refuses a first submit without the payload extras with 400 naming the field", async () => {
      const body = leadBody()
      const { source: _, ...withoutSource } = body.userData
      const response = await shopper().post("/api/leads", { ...body, userData: withoutSource })
      expect(response.status).toBe(400)
      const error = await errorOf(response)
      expect(error.code).toBe("invalid_input")
      expect(error.fields.map((field) => field.path)).toEqual(["userData.source"])
    })

    it("refuses a body that is not the call's with 400 naming the field", async () => {
      const response = await shopper().post("/api/leads", { userData: {}, isLastStep: "yes" })
      expect(response.status).toBe(400)
      expect((await errorOf(response)).fields.map((field) => field.path)).toContain("isLastStep")
    })

    it("answers 404 for a later step of a lead the tenant does not have", async () => {
      const { lead_id } = await json<{ lead_id: number }>(await shopper().post("/api/leads", leadBody()))
      const kia = shopper("coastal-kia.localhost")
      const response = await kia.post("/api/leads", leadBody({}, true, lead_id))
      expect(response.status).toBe(404)
      expect((await errorOf(response)).code).toBe("not_found")
      expect((await shopper().post("/api/leads", leadBody({}, true, 99_999_999))).status).toBe(404)
    })
  })

  describe("trade-in", () => {
    it("looks up a rego, prices the answers and accepts the offer on the lead", async () => {
      const client = shopper()
      // The embedded valuer reads NEW001 (Queensland) as a 2024 Toyota HiLux SR5 worth $44,900.
      const lookup = await client.post("/api/trade-in/rego-lookup", { rego: " new 001 ", regoState: "qld" })
      expect(lookup.status).toBe(200)
      const { id, vehicle } = await json<{ id: number; vehicle: Record<string, unknown> }>(lookup)
      expect(vehicle).toMatchObject({
        year: 2024,
        make: "Toyota",
        model: "HiLux",
        description: "2024 Toyota HiLux SR5"
      })
      expect(vehicle.marketValue).toBeUndefined()
      expect((vehicle.questions as Array<{ id: string }>).map((question) => question.id)).toEqual([
        "accident_history",
        "service_history",
        "condition",
        "warning_lights"
      ])
      expect((await services.repositories.valuations.findById("metro-motor-group", id))?.rego).toBe("NEW001")

      const answers = { accident_history: "No", service_history: "Yes", condition: "Good", warning_lights: "No" }
      const adjusted = await client.post("/api/trade-in/adjustments", { id, adjustmentAnswers: answers })
      // 44,900 × 0.95 (Good) × 0.85 = 36,256.75, down to $50.
      expect(await json(adjusted)).toEqual({ id, offer_price: 36_250 })
      expect((await services.repositories.valuations.findById("metro-motor-group", id))?.offerPrice).toBe(36_250)

      const { lead_id } = await json<{ lead_id: number }>(
        await client.post("/api/leads", leadBody({ category: "Trade In", rego: "NEW001" }))
      )
      await services.repositories.valuations.attachLead("metro-motor-group", id, lead_id, TEST_NOW)
      const accepted = await client.post("/api/trade-in/offer-accepted", {
        lead_id,
        form_completed: true,
        offer_accepted: true,
        subcategory: "3. Offer Accepted"
      })
      expect(await json(accepted)).toEqual({ lead_id })
      expect((await services.repositories.valuations.findById("metro-motor-group", id))?.offerAccepted).toBe(true)
      expect((await services.repositories.leads.findById("metro-motor-group", lead_id))?.subcategory).toBe(
        "3. Offer Accepted"
      )
      expect(await adfOf(lead_id)).toHaveLength(2)
    })

    it("gives no online offer for a car over 7 years old", async () => {
      const client = shopper()
      // ABC123 (Queensland) reads as a 2015 car.
      const { id, vehicle } = await json<{ id: number; vehicle: { year: number } }>(
        await client.post("/api/trade-in/rego-lookup", { rego: "ABC123", regoState: "qld" })
      )
      expect(vehicle.year).toBe(2015)
      const answers = { accident_history: "No", service_history: "Yes", condition: "Excellent", warning_lights: "No" }
      expect(await json(await client.post("/api/trade-in/adjustments", { id, adjustmentAnswers: answers }))).toEqual({
        id,
        offer_price: null
      })
    })

    it("names an unanswered question, and answers 404 for another tenant's valuation", async () => {
      const client = shopper()
      const { id } = await json<{ id: number }>(
        await client.post("/api/trade-in/rego-lookup", { rego: "XYZ987", regoState: "nsw" })
      )
      const missing = await client.post("/api/trade-in/adjustments", {
        id,
        adjustmentAnswers: { accident_history: "No", service_history: "Yes", warning_lights: "No" }
      })
      expect(missing.status).toBe(400)
      expect((await errorOf(missing)).fields).toEqual([
        { path: "adjustmentAnswers.condition", message: "Please answer: What condition is the car in?" }
      ])
      const elsewhere = await shopper("coastal-kia.localhost").post("/api/trade-in/adjustments", {
        id,
        adjustmentAnswers: {}
      })
      expect(elsewhere.status).toBe(404)
      const badState = await client.post("/api/trade-in/rego-lookup", { rego: "XYZ987", regoState: "zz" })
      expect((await errorOf(badState)).fields[0]?.path).toBe("regoState")
      // The trade-in form's rego rule, in the tenant's words.
      const badRego = await client.post("/api/trade-in/rego-lookup", { rego: "ABC-123", regoState: "qld" })
      expect(badRego.status).toBe(400)
      expect((await errorOf(badRego)).fields).toEqual([
        { path: "rego", message: "Please enter a rego of 1 to 9 letters and digits" }
      ])
      const badAcceptance = await client.post("/api/trade-in/offer-accepted", {
        lead_id: 1,
        form_completed: true,
        offer_accepted: true,
        subcategory: "Offer"
      })
      expect((await errorOf(badAcceptance)).fields[0]?.path).toBe("subcategory")
      const unknownLead = await client.post("/api/trade-in/offer-accepted", {
        lead_id: 99_999_999,
        form_completed: true,
        offer_accepted: true,
        subcategory: "3. Offer Accepted"
      })
      expect(unknownLead.status).toBe(404)
    })

    it("saves a site's valuation result", async () => {
      const client = shopper()
      const saved = await client.post("/api/miscellaneous", {
        rego: "SAVE01",
        regoState: "vic",
        offer_price: 12_000,
        column_name: "valuation"
      })
      expect(await json(saved)).toEqual({ success: true })
      const refused = await client.post("/api/miscellaneous", { rego: "SAVE01" })
      expect(refused.status).toBe(400)
      expect((await errorOf(refused)).fields[0]?.path).toBe("column_name")
    })
  })
})
