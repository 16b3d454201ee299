import { describe, expect, it } from "vitest"
import { at } from "../test/builders.ts"
import { onEveryTarget } from "../test/every-target.ts"
import type { Database } from "./database.ts"
import { createOnlinePaymentRepository } from "./online-payment-repository.ts"
import { createSpinEntryRepository } from "./spin-entry-repository.ts"
import { createUserRepository } from "./user-repository.ts"

const userOf = async (db: Database, tenantSlug: string, phone: string) =>
  (await createUserRepository(db).findOrCreateByPhone(tenantSlug, phone, at(0))).id

onEveryTarget(({ fresh }) => {
  describe("spin entries", () => {
    it("keeps a shopper's first entry of a campaign, also when two spins race", async () => {
      const db = await fresh()
      const spins = createSpinEntryRepository(db)
      const jo = await userOf(db, "acme", "0412345678")
      const entrant = { tenantSlug: "acme", userId: jo, campaignId: "spring" }
      expect(await spins.find(entrant)).toBeNull()

      const [first, second] = await Promise.all([
        spins.enter({ ...entrant, prizeId: "cap", prizeLabel: "Cap" }, at(1)),
        spins.enter({ ...entrant, prizeId: "car", prizeLabel: "Car" }, at(2))
      ])

      expect(second).toEqual(first)
      expect(await spins.find(entrant)).toEqual(first)
      const again = await spins.enter({ ...entrant, prizeId: "car", prizeLabel: "Car" }, at(3))
      expect(again).toEqual(first)
      const rows = await db.query("SELECT * FROM spin_entries")
      expect(rows).toHaveLength(1)
    })

    it("counts each campaign, tenant and shopper apart", async () => {
      const db = await fresh()
      const spins = createSpinEntryRepository(db)
      const jo = await userOf(db, "acme", "0412345678")
      const al = await userOf(db, "acme", "0412345679")
      await spins.enter({ tenantSlug: "acme", userId: jo, campaignId: "spring", prizeId: "cap", prizeLabel: "Cap" }, at(1))
      expect(await spins.find({ tenantSlug: "acme", userId: jo, campaignId: "summer" })).toBeNull()
      expect(await spins.find({ tenantSlug: "acme", userId: al, campaignId: "spring" })).toBeNull()
      const summer = await spins.enter({ tenantSlug: "acme", userId: jo, campaignId: "summer", prizeId: "car", prizeLabel: "Car" }, at(2))
      expect(summer.prizeId).toBe("car")
    })
  })

  describe("online payments", () => {
    it("records a payment and finds it for its own payer only", async () => {
      const db = await fresh()
      const payments = createOnlinePaymentRepository(db)
      const jo = await userOf(db, "acme", "0412345678")
      const al = await userOf(db, "acme", "0412345679")
      const payment = await payments.record({
        tenantSlug: "acme",
        userId: jo,
        invoiceReference: "INV-1042",
        amountCents: 24995,
        paymentReference: "test_1",
        testMode: true,
        now: at(1)
      })
      expect(payment).toEqual({
        id: expect.any(Number),
        tenantSlug: "acme",
        userId: jo,
        invoiceReference: "INV-1042",
        amountCents: 24995,
        paymentReference: "test_1",
        testMode: true,
        createdAt: at(1)
      })
      expect(await payments.findForUser({ tenantSlug: "acme", userId: jo }, payment.id)).toEqual(payment)
      expect(await payments.findForUser({ tenantSlug: "acme", userId: al }, payment.id)).toBeNull()
      expect(await payments.findForUser({ tenantSlug: "other", userId: jo }, payment.id)).toBeNull()
    })
  })
})
