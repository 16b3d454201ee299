import { describe, expect, it } from "vitest"
import { at, testLeadFields } from "../test/builders.ts"
import { onEveryTarget } from "../test/every-target.ts"
import { createLeadRepository } from "./lead-repository.ts"
import { createRecordOwners } from "./record-owners.ts"
import { createValuationRepository } from "./valuation-repository.ts"

const TOKEN = "a".repeat(43)
const OTHER = "b".repeat(43)

onEveryTarget(({ fresh }) => {
  describe("record owners", () => {
    it("lets the claiming token, or the shopper of the lead's phone, continue a lead and its valuation", async () => {
      const db = await fresh()
      const owners = createRecordOwners(db)
      const lead = await createLeadRepository(db).create({
        tenantSlug: "acme",
        fields: testLeadFields({ phone: "0412 345 678" }),
        isLastStep: false,
        spam: false,
        now: at(1)
      })
      const valuations = createValuationRepository(db)
      const valuation = await valuations.recordLookup({ tenantSlug: "acme", rego: "ABC123", regoState: "qld", vehicle: null, now: at(1) })
      const records = [{ kind: "lead", id: lead.id }, { kind: "valuation", id: valuation.id }] as const
      for (const record of records) {
        expect(await owners.mayContinue("acme", record, { token: TOKEN, phone: null })).toBe(false)
        expect(await owners.claim("acme", record, TOKEN)).toBe(true)
        expect(await owners.mayContinue("acme", record, { token: TOKEN, phone: null })).toBe(true)
        expect(await owners.mayContinue("acme", record, { token: OTHER, phone: null })).toBe(false)
        expect(await owners.mayContinue("acme", record, { token: null, phone: null })).toBe(false)
        expect(await owners.mayContinue("zenith", record, { token: TOKEN, phone: null })).toBe(false)
        expect(await owners.mayContinue("acme", { ...record, id: record.id + 1 }, { token: TOKEN, phone: null })).toBe(false)
      }
      expect(await owners.claim("acme", { kind: "lead", id: lead.id + 1 }, TOKEN)).toBe(false)
      // The signed-in shopper whose phone the lead was sent with, written either way.
      const [byLead, byValuation] = records
      expect(await owners.mayContinue("acme", byLead, { token: null, phone: "0412345678" })).toBe(true)
      expect(await owners.mayContinue("acme", byLead, { token: OTHER, phone: "+61412345678" })).toBe(true)
      expect(await owners.mayContinue("acme", byLead, { token: null, phone: "0498765432" })).toBe(false)
      expect(await owners.mayContinue("acme", byValuation, { token: null, phone: "0412345678" })).toBe(false)
      await valuations.attachLead("acme", valuation.id, lead.id, at(2))
      expect(await owners.mayContinue("acme", byValuation, { token: null, phone: "0412345678" })).toBe(true)
      const stored = await db.query<{ continuation_hash: string }>("SELECT continuation_hash FROM leads")
      expect(stored.map((row) => row.continuation_hash)).not.toContain(TOKEN)
    })

    it("draws lead ids at random: safe integers above 2^47, never consecutive", async () => {
      const db = await fresh()
      const leads = createLeadRepository(db)
      const ids: number[] = []
      for (let minute = 0; minute < 10; minute++) {
        const lead = await leads.create({ tenantSlug: "acme", fields: testLeadFields(), isLastStep: true, spam: false, now: at(minute) })
        ids.push(lead.id)
      }
      expect(ids.every((id) => Number.isSafeInteger(id) && id >= 2 ** 47)).toBe(true)
      const sorted = [...ids].sort((a, b) => a - b)
      expect(sorted.slice(1).every((id, index) => id - (sorted[index] ?? 0) > 1)).toBe(true)
    })
  })
})
