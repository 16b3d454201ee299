import { describe, expect, it } from "vitest"
import { at } from "../test/builders.ts"
import { onEveryTarget } from "../test/every-target.ts"
import { createValuationRepository } from "./valuation-repository.ts"

const vehicle = { make: "Toyota", model: "Corolla", year: 2019 }

onEveryTarget(({ fresh }) => {
  describe("valuations", () => {
    it("follows a valuation from rego lookup through adjustments and lead to an accepted offer", async () => {
      const valuations = createValuationRepository(await fresh())
      const looked = await valuations.recordLookup({
        tenantSlug: "acme",
        rego: "ABC123",
        regoState: "qld",
        vehicle,
        now: at(0)
      })
      expect(looked).toEqual({
        id: looked.id,
        tenantSlug: "acme",
        rego: "ABC123",
        regoState: "qld",
        vehicle,
        adjustmentAnswers: null,
        offerPrice: null,
        leadId: null,
        offerAccepted: false,
        acceptedAt: null,
        result: null,
        createdAt: at(0),
        updatedAt: at(0)
      })

      const answers = { accident: "No", kms: 42_000 }
      expect(
        await valuations.recordAdjustments({
          tenantSlug: "acme",
          id: looked.id,
          adjustmentAnswers: answers,
          offerPrice: 18_500,
          now: at(1)
        })
      ).toMatchObject({ adjustmentAnswers: answers, offerPrice: 18_500, updatedAt: at(1) })
      expect(await valuations.attachLead("acme", looked.id, 812, at(2))).toMatchObject({ leadId: 812 })
      expect(await valuations.acceptOffer("acme", 812, at(3))).toBe(1)
      expect(await valuations.acceptOffer("acme", 812, at(4))).toBe(1)
      expect(await valuations.findById("acme", looked.id)).toMatchObject({ offerAccepted: true, acceptedAt: at(3) })
    })

    it("answers null for another tenant's valuation and accepts none of its offers", async () => {
      const valuations = createValuationRepository(await fresh())
      const looked = await valuations.recordLookup({
        tenantSlug: "acme",
        rego: "ABC123",
        regoState: "qld",
        vehicle: null,
        now: at(0)
      })
      await valuations.attachLead("acme", looked.id, 812, at(1))

      expect(await valuations.findById("zenith", looked.id)).toBeNull()
      expect(
        await valuations.recordAdjustments({
          tenantSlug: "zenith",
          id: looked.id,
          adjustmentAnswers: {},
          offerPrice: null,
          now: at(1)
        })
      ).toBeNull()
      expect(await valuations.attachLead("zenith", looked.id, 1, at(1))).toBeNull()
      expect(await valuations.acceptOffer("zenith", 812, at(2))).toBe(0)
    })

    it("saves a site's valuation result on its valuation, or as a new one", async () => {
      const valuations = createValuationRepository(await fresh())
      const looked = await valuations.recordLookup({
        tenantSlug: "acme",
        rego: "ABC123",
        regoState: "qld",
        vehicle,
        now: at(0)
      })
      const result = { id: String(looked.id), rego: "ABC123", offer_price: 18_500, lead_id: 812, offer_accepted: true }

      const saved = await valuations.saveResult("acme", result, at(1))
      expect(saved).toMatchObject({
        id: looked.id,
        result,
        leadId: 812,
        offerAccepted: true,
        acceptedAt: at(1),
        vehicle
      })

      const unknown = await valuations.saveResult(
        "acme",
        { id: "ext-9", rego: "XYZ789", regoState: "nsw", offer_price: 9_000 },
        at(2)
      )
      expect(unknown).toMatchObject({
        rego: "XYZ789",
        regoState: "nsw",
        offerPrice: 9_000,
        offerAccepted: false,
        acceptedAt: null
      })
      expect(unknown.id).not.toBe(looked.id)

      const otherTenant = await valuations.saveResult("zenith", { id: looked.id }, at(3))
      expect(otherTenant.id).not.toBe(looked.id)
      expect((await valuations.findById("acme", looked.id))?.result).toEqual(result)
    })
  })
})
