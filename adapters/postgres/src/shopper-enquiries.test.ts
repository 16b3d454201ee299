import { describe, expect, it } from "vitest"
import { at, testLeadFields } from "../test/builders.ts"
import { onEveryTarget } from "../test/every-target.ts"
import { createLeadRepository } from "./lead-repository.ts"
import { createShopperEnquiries } from "./shopper-enquiries.ts"

onEveryTarget(({ fresh }) => {
  describe("shopper enquiries", () => {
    it("finds a shopper's leads by the digits of their phone, newest first, leaving out spam and others", async () => {
      const db = await fresh()
      const leads = createLeadRepository(db)
      const lead = (phone: string, minute: number, extra: { tenantSlug?: string; spam?: boolean } = {}) =>
        leads.create({
          tenantSlug: extra.tenantSlug ?? "acme",
          fields: testLeadFields({ phone }),
          isLastStep: true,
          spam: extra.spam ?? false,
          now: at(minute)
        })
      const spaced = await lead("0412 345 678", 1)
      const international = await lead("+61 412 345 678", 2)
      await lead("0498765432", 3)
      await lead("0412345678", 4, { spam: true })
      await lead("0412345678", 5, { tenantSlug: "zenith" })

      const mine = await createShopperEnquiries(db).listByPhone("acme", "0412345678")

      expect(mine).toEqual([
        { id: international.id, category: "Vehicle Enquiry", subcategory: null, carId: 1, createdAt: at(2) },
        { id: spaced.id, category: "Vehicle Enquiry", subcategory: null, carId: 1, createdAt: at(1) }
      ])
      expect(await createShopperEnquiries(db).listByPhone("acme", "0400000000")).toEqual([])
      expect(await createShopperEnquiries(db).listByPhone("acme", "")).toEqual([])
    })
  })
})
