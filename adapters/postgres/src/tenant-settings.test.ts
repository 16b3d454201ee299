import { describe, expect, it } from "vitest"
import { testCar, testTenant } from "../test/builders.ts"
import { onEveryTarget } from "../test/every-target.ts"
import { storeTenantSettings } from "./seed-tenant.ts"
import { createStockRepository } from "./stock-repository.ts"
import { createTenantRepository } from "./tenant-repository.ts"

onEveryTarget(({ fresh }) => {
  describe("a tenant's settings as they are now", () => {
    it("stores a new tenant with its cars, then replaces only its settings when they change", async () => {
      const db = await fresh()
      const acme = testTenant("acme", 1)
      let generated = 0
      const cars = () => {
        generated++
        return [testCar(1), testCar(2)]
      }
      expect(await storeTenantSettings(db, acme, cars)).toBe("inserted")
      expect(await storeTenantSettings(db, acme, cars)).toBe("unchanged")
      const renamed = { ...acme, name: "Acme Motors of Toowong" }
      expect(await storeTenantSettings(db, renamed, cars)).toBe("changed")
      expect(await createTenantRepository(db).findBySlug("acme")).toEqual(renamed)
      // The cars stay as stored: generated once, for the new tenant only.
      expect(generated).toBe(1)
      expect(await createStockRepository(db).countByTenant("acme")).toBe(2)
    })

    it("lists the stored tenants that still decode, and names the ones that do not", async () => {
      const db = await fresh()
      const tenants = createTenantRepository(db)
      await tenants.save(testTenant("acme", 1))
      await tenants.save(testTenant("zenith", 2))
      await db.query(`UPDATE tenants SET config = config - 'name' WHERE slug = 'zenith'`)
      const listed = await tenants.listReadable()
      expect(listed.tenants.map((tenant) => tenant.slug)).toEqual(["acme"])
      expect(listed.unreadable).toEqual([{ slug: "zenith", reason: expect.stringMatching(/tenant row zenith[\s\S]*\["name"\]/) }])
    })
  })
})
