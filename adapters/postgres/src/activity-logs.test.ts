import { describe, expect, it } from "vitest"
import { at } from "../test/builders.ts"
import { onEveryTarget } from "../test/every-target.ts"
import { createAnalyticsEvents } from "./analytics-events.ts"
import { createPhoneRevealRepository } from "./phone-reveal-repository.ts"

onEveryTarget(({ fresh }) => {
  describe("phone reveal log", () => {
    it("records each reveal and counts them per tenant and car", async () => {
      const reveals = createPhoneRevealRepository(await fresh())
      await reveals.record("acme", { car_id: 12, dealership_id: 3, website_id: 1 }, at(0))
      await reveals.record("acme", { car_id: 12, dealership_id: null, website_id: 1 }, at(1))
      await reveals.record("zenith", { car_id: 12, dealership_id: 9, website_id: 2 }, at(1))

      expect(await reveals.countByCar("acme", 12)).toBe(2)
      expect(await reveals.countByCar("zenith", 12)).toBe(1)
      expect(await reveals.countByCar("acme", 13)).toBe(0)
    })
  })

  describe("analytics events", () => {
    it("stores events and counts them per event id within a period", async () => {
      const analytics = createAnalyticsEvents(await fresh())
      await analytics.record({ tenantSlug: "acme", eventId: 39, label: "New Car", carId: 12, now: at(0) })
      await analytics.record({ tenantSlug: "acme", eventId: 39, label: "Used Car", carId: 13, now: at(5) })
      await analytics.record({ tenantSlug: "acme", eventId: 14, label: null, carId: null, now: at(9) })
      await analytics.record({ tenantSlug: "acme", eventId: 61, label: null, carId: 12, now: at(10) })
      await analytics.record({ tenantSlug: "zenith", eventId: 39, label: null, carId: null, now: at(1) })

      expect(await analytics.countByEvent("acme", at(0), at(10))).toEqual([
        { eventId: 14, count: 1 },
        { eventId: 39, count: 2 }
      ])
      expect(await analytics.countByEvent("zenith", at(0), at(60))).toEqual([{ eventId: 39, count: 1 }])
      expect(await analytics.countByEvent("nobody", at(0), at(60))).toEqual([])
    })
  })
})
