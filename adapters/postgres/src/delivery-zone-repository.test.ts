import { defaultDeliveryZones } from "@dealer/core"
import { describe, expect, it } from "vitest"
import { onEveryTarget } from "../test/every-target.ts"
import { createDeliveryZoneRepository } from "./delivery-zone-repository.ts"

onEveryTarget(({ fresh }) => {
  describe("delivery zones", () => {
    it("lists a tenant's bands nearest first, and nothing for a tenant without bands", async () => {
      const zones = createDeliveryZoneRepository(await fresh())
      await zones.replace("acme", [...defaultDeliveryZones].reverse())

      expect(await zones.list("acme")).toEqual(defaultDeliveryZones)
      expect(await zones.list("zenith")).toEqual([])
    })

    it("replaces every band at once, and keeps the old ones when the new ones cannot be stored", async () => {
      const zones = createDeliveryZoneRepository(await fresh())
      await zones.replace("acme", defaultDeliveryZones)
      await zones.replace("acme", [{ up_to_km: 100, price: 99, name: "Metro" }])
      expect(await zones.list("acme")).toEqual([{ up_to_km: 100, price: 99, name: "Metro" }])

      const twice = [
        { up_to_km: 20, price: 0, name: "Free" },
        { up_to_km: 20, price: 10, name: "Again" }
      ]
      await expect(zones.replace("acme", twice)).rejects.toThrow()
      expect(await zones.list("acme")).toEqual([{ up_to_km: 100, price: 99, name: "Metro" }])
      await zones.replace("acme", [])
      expect(await zones.list("acme")).toEqual([])
    })
  })
})
