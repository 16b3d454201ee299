import { describe, expect, it } from "vitest"
import { at, testLeadFields } from "../test/builders.ts"
import { onEveryTarget } from "../test/every-target.ts"
import { createLeadRepository } from "./lead-repository.ts"
import { createOutbox } from "./outbox.ts"
import { createUnitOfWork } from "./platform-repositories.ts"

onEveryTarget(({ target, fresh, freshReopenable }) => {
  describe("leads", () => {
    it("creates a lead with its first step and attributes, and finds it by tenant and id", async () => {
      const leads = createLeadRepository(await fresh())
      const fields = testLeadFields()
      const lead = await leads.create({ tenantSlug: "acme", fields, isLastStep: false, spam: false, now: at(0) })

      expect(lead).toEqual({
        id: lead.id,
        tenantSlug: "acme",
        category: "Vehicle Enquiry",
        subcategory: null,
        status: "incomplete",
        formCompleted: false,
        spam: false,
        carId: 1,
        locationId: null,
        dealershipId: null,
        fields,
        attributes: {
          visited_pages: ["/", "/cars/2021-toyota-corolla-1"],
          linked_query_params: { utm_source: "google" }
        },
        steps: [{ step: 1, fields, isLastStep: false, createdAt: at(0) }],
        createdAt: at(0),
        updatedAt: at(0)
      })
      expect(await leads.findById("acme", lead.id)).toEqual(lead)
      expect(await leads.findById("zenith", lead.id)).toBeNull()
      expect(await leads.findById("acme", lead.id + 1000)).toBeNull()
    })

    it("appends steps, merging fields and attributes, until the last step completes the lead", async () => {
      const leads = createLeadRepository(await fresh())
      const first = await leads.create({
        tenantSlug: "acme",
        fields: testLeadFields({ category: "Parts Enquiry", car_id: null }),
        isLastStep: false,
        spam: false,
        now: at(0)
      })
      const second = { "Vehicle Make": "Kia", lead_id: first.id, form_completed: false }
      const third = {
        "Order Detail": "Front pads",
        lead_id: first.id,
        lead_status: "Complete",
        subcategory: "Brakes",
        lead_attributes: { visited_pages: ["/parts"], linked_query_params: {} }
      }
      await leads.appendStep({ tenantSlug: "acme", leadId: first.id, fields: second, isLastStep: false, now: at(1) })
      const done = await leads.appendStep({
        tenantSlug: "acme",
        leadId: first.id,
        fields: third,
        isLastStep: true,
        now: at(2)
      })

      expect(done).toMatchObject({
        category: "Parts Enquiry",
        subcategory: "Brakes",
        status: "complete",
        formCompleted: true,
        carId: null,
        attributes: { visited_pages: ["/parts"], linked_query_params: {} },
        createdAt: at(0),
        updatedAt: at(2)
      })
      expect(done?.fields).toMatchObject({ name: "Jo", "Vehicle Make": "Kia", "Order Detail": "Front pads" })
      expect(done?.steps.map((step) => [step.step, step.isLastStep, step.createdAt])).toEqual([
        [1, false, at(0)],
        [2, false, at(1)],
        [3, true, at(2)]
      ])
      expect(done?.steps[2]?.fields).toEqual(third)
    })

    it("answers null for a step of another tenant's lead, and changes nothing", async () => {
      const leads = createLeadRepository(await fresh())
      const lead = await leads.create({
        tenantSlug: "acme",
        fields: testLeadFields(),
        isLastStep: false,
        spam: false,
        now: at(0)
      })
      const step = { tenantSlug: "zenith", leadId: lead.id, fields: { name: "Mallory" }, isLastStep: true, now: at(1) }

      expect(await leads.appendStep(step)).toBeNull()
      expect(await leads.markComplete("zenith", lead.id, at(1))).toBe(false)
      expect(await leads.findById("acme", lead.id)).toEqual(lead)
    })

    it("completes a lead on a form_completed step (the accepted offer) and by markComplete", async () => {
      const leads = createLeadRepository(await fresh())
      const tradeIn = await leads.create({
        tenantSlug: "acme",
        fields: testLeadFields({ category: "Trade-in" }),
        isLastStep: false,
        spam: false,
        now: at(0)
      })
      const accepted = await leads.appendStep({
        tenantSlug: "acme",
        leadId: tradeIn.id,
        fields: { lead_id: tradeIn.id, form_completed: true, offer_accepted: true, subcategory: "3. Offer Accepted" },
        isLastStep: false,
        now: at(1)
      })
      expect(accepted).toMatchObject({ status: "complete", formCompleted: true, subcategory: "3. Offer Accepted" })

      const other = await leads.create({
        tenantSlug: "acme",
        fields: testLeadFields(),
        isLastStep: false,
        spam: true,
        now: at(2)
      })
      expect(await leads.markComplete("acme", other.id, at(3))).toBe(true)
      expect(await leads.findById("acme", other.id)).toMatchObject({ status: "complete", spam: true, updatedAt: at(3) })
    })

    it("numbers parallel steps of one lead one after the other", async () => {
      const leads = createLeadRepository(await fresh())
      const lead = await leads.create({
        tenantSlug: "acme",
        fields: testLeadFields(),
        isLastStep: false,
        spam: false,
        now: at(0)
      })
      await Promise.all(
        Array.from({ length: 6 }, (_, index) =>
          leads.appendStep({
            tenantSlug: "acme",
            leadId: lead.id,
            fields: { step: index },
            isLastStep: false,
            now: at(1)
          })
        )
      )
      const stored = await leads.findById("acme", lead.id)
      expect(stored?.steps.map((step) => step.step)).toEqual([1, 2, 3, 4, 5, 6, 7])
    })

    it("stores a lead with its outbox entry in one unit of work, or neither", async () => {
      const db = await fresh()
      const work = createUnitOfWork(db)
      const lead = await work.transaction(async (repos) => {
        const created = await repos.leads.create({
          tenantSlug: "acme",
          fields: testLeadFields(),
          isLastStep: true,
          spam: false,
          now: at(0)
        })
        const payload = { leadId: created.id, locationId: null, dealershipId: null, subject: "New lead", xml: "<adf/>", text: "", json: {} }
        await repos.outbox.enqueue("acme", { kind: "adf", payload }, at(0))
        return created
      })
      await expect(
        work.transaction(async (repos) => {
          await repos.leads.create({
            tenantSlug: "acme",
            fields: testLeadFields(),
            isLastStep: true,
            spam: false,
            now: at(1)
          })
          throw new Error("the ADF could not be rendered")
        })
      ).rejects.toThrow("the ADF could not be rendered")

      const entries = await createOutbox(db).list({ limit: 10 })
      expect(entries.map((entry) => entry.kind === "adf" && entry.payload.leadId)).toEqual([lead.id])
      expect(await db.query("SELECT id FROM leads")).toHaveLength(1)
    })

    it("lists the test drive times booked at a location on a day, leaving out spam and other tenants", async () => {
      const leads = createLeadRepository(await fresh())
      const book = (tenantSlug: string, location: string, time: string, spam = false) =>
        leads.create({
          tenantSlug,
          fields: { ...testLeadFields(), location, preferred_date_time: time },
          isLastStep: true,
          spam,
          now: at(0)
        })
      await book("acme", "11", "2025-06-02T09:30")
      await book("acme", "southport", "2025-06-02T11:00")
      await book("acme", "11", "2025-06-03T09:30")
      await book("acme", "12", "2025-06-02T10:00")
      await book("acme", "11", "2025-06-02T13:00", true)
      await book("zenith", "11", "2025-06-02T14:00")

      const booked = await leads.bookedTestDriveTimes("acme", { id: 11, slug: "southport" }, "2025-06-02")
      expect([...booked].sort()).toEqual(["2025-06-02T09:30", "2025-06-02T11:00"])
    })

    it("files a lead under its routed location, and counts its test drive there whatever its location field says", async () => {
      const leads = createLeadRepository(await fresh())
      const lead = await leads.create({
        tenantSlug: "acme",
        fields: { ...testLeadFields(), location: "12", preferred_date_time: "2025-06-02T15:00" },
        isLastStep: true,
        spam: false,
        now: at(0)
      })
      expect(await leads.assignRoute("acme", lead.id, { locationId: 11, dealershipId: 3 })).toBe(true)
      expect(await leads.assignRoute("zenith", lead.id, { locationId: 11, dealershipId: 3 })).toBe(false)
      expect(await leads.findById("acme", lead.id)).toMatchObject({ locationId: 11, dealershipId: 3 })
      expect(await leads.bookedTestDriveTimes("acme", { id: 11, slug: "southport" }, "2025-06-02")).toEqual([
        "2025-06-02T15:00"
      ])
      expect(await leads.bookedTestDriveTimes("acme", { id: 12, slug: "robina" }, "2025-06-02")).toEqual([])
    })

    it("gives a test drive slot to one lead only, even when two race for it", async () => {
      const db = await fresh()
      const leads = createLeadRepository(db)
      const slot = { locationId: 11, startsAt: "2025-06-02T09:30" }
      const race = () =>
        db.transaction(async (tx) => {
          const inTx = createLeadRepository(tx)
          const lead = await inTx.create({ tenantSlug: "acme", fields: testLeadFields(), isLastStep: true, spam: false, now: at(0) })
          const held = await inTx.holdTestDriveSlot("acme", slot, lead.id)
          // Some work after the hold keeps the first transaction open while the other one arrives.
          await tx.query("SELECT pg_sleep(0.05)")
          return { lead: lead.id, held }
        })
      const results = await Promise.all([race(), race(), race()])
      expect(results.filter((result) => result.held)).toHaveLength(1)
      const winner = results.find((result) => result.held)?.lead ?? -1
      expect(await leads.holdTestDriveSlot("acme", slot, winner)).toBe(true)
      const other = results.find((result) => !result.held)?.lead ?? -1
      expect(await leads.holdTestDriveSlot("acme", slot, other)).toBe(false)
      expect(await leads.holdTestDriveSlot("acme", { ...slot, startsAt: "2025-06-02T10:00" }, other)).toBe(true)
      expect(await leads.holdTestDriveSlot("zenith", slot, other)).toBe(true)
    })

    it("fails on a corrupt stored lead with an error naming the lead", async () => {
      const db = await fresh()
      const leads = createLeadRepository(db)
      const lead = await leads.create({
        tenantSlug: "acme",
        fields: testLeadFields(),
        isLastStep: false,
        spam: false,
        now: at(0)
      })
      await db.query(`UPDATE lead_attributes SET visited_pages = '"one page"'::jsonb`)
      await expect(leads.findById("acme", lead.id)).rejects.toThrow(
        new RegExp(`Invalid lead row acme/${lead.id}[\\s\\S]*visited_pages`)
      )
    })

    if (!target.persistent) return
    it("has the lead committed once create resolves: a reopened database finds it", async () => {
      const { db, reopen } = await freshReopenable()
      const lead = await createLeadRepository(db).create({
        tenantSlug: "acme",
        fields: testLeadFields(),
        isLastStep: true,
        spam: false,
        now: at(0)
      })
      await db.close()
      expect(await createLeadRepository(await reopen()).findById("acme", lead.id)).toEqual(lead)
    })
  })
})
