import { describe, expect, it } from "vitest"
import { testCar, testTenant } from "../test/builders.ts"
import { onEveryTarget } from "../test/every-target.ts"
import { migrate } from "./migrate.ts"
import { migrations } from "./migrations/index.ts"
import { seedTenant } from "./seed-tenant.ts"
import { createStockRepository } from "./stock-repository.ts"
import { createTenantRepository } from "./tenant-repository.ts"

onEveryTarget(({ target, fresh, blank, freshReopenable }) => {
  describe("migrations", () => {
    it("applies every migration at open, on the expected engine, and nothing when run again", async () => {
      const db = await fresh()
      expect(db.kind).toBe(target.kind)
      expect(await migrate(db)).toEqual([])
      expect(await migrate(db)).toEqual([])
      const recorded = await db.query<{ version: number }>("SELECT version FROM schema_migrations ORDER BY version")
      expect(recorded.map((row) => row.version)).toEqual(migrations.map((migration) => migration.version))
      expect(await createStockRepository(db).countByTenant("acme")).toBe(0)
    })

    it("applies each migration once when several runs start together", async () => {
      const db = await blank()
      const runs = await Promise.all([migrate(db), migrate(db), migrate(db)])
      expect(runs.flat()).toEqual(migrations.map((migration) => migration.version))
    })
  })

  describe("stock", () => {
    it("stores cars and reads them back by tenant, by slug and as a count", async () => {
      const stock = createStockRepository(await fresh())
      const cars = [testCar(2, { make: "Mazda", model: "CX-5", car_type: "new", location: null }), testCar(1)]
      await stock.upsert("acme", cars)

      expect(await stock.listByTenant("acme")).toEqual([cars[1], cars[0]])
      expect(await stock.findBySlug("acme", "2021-toyota-corolla-2")).toEqual(cars[0])
      expect(await stock.countByTenant("acme")).toBe(2)
    })

    it("keeps every tenant to its own cars, even with the same ids and slugs", async () => {
      const stock = createStockRepository(await fresh())
      await stock.upsert("acme", [testCar(1, { make: "Toyota" }), testCar(2)])
      await stock.upsert("zenith", [testCar(1, { make: "Kia" })])

      expect((await stock.listByTenant("zenith")).map((car) => car.make)).toEqual(["Kia"])
      expect((await stock.findBySlug("acme", "2021-toyota-corolla-1"))?.make).toBe("Toyota")
      expect((await stock.findBySlug("zenith", "2021-toyota-corolla-1"))?.make).toBe("Kia")
      expect(await stock.findBySlug("zenith", "2021-toyota-corolla-2")).toBeNull()
      expect(await stock.countByTenant("acme")).toBe(2)
      expect(await stock.countByTenant("zenith")).toBe(1)
    })

    it("replaces a car by id, slug included", async () => {
      const stock = createStockRepository(await fresh())
      await stock.upsert("acme", [testCar(1)])
      const changed = testCar(1, { slug: "2021-toyota-corolla-hybrid", price: 23_500, status: "sold" })
      await stock.upsert("acme", [changed])

      expect(await stock.listByTenant("acme")).toEqual([changed])
      expect(await stock.findBySlug("acme", "2021-toyota-corolla-1")).toBeNull()
      expect(await stock.findBySlug("acme", "2021-toyota-corolla-hybrid")).toEqual(changed)
    })

    it("keeps the last of several cars with one id in a batch", async () => {
      const stock = createStockRepository(await fresh())
      await stock.upsert("acme", [testCar(1, { price: 1 }), testCar(1, { price: 2 })])
      expect((await stock.listByTenant("acme")).map((car) => car.price)).toEqual([2])
    })

    it("answers null, an empty list and zero for what is not stored", async () => {
      const stock = createStockRepository(await fresh())
      await stock.upsert("acme", [testCar(1)])
      await stock.upsert("acme", [])

      expect(await stock.findBySlug("acme", "no-such-car")).toBeNull()
      expect(await stock.listByTenant("nobody")).toEqual([])
      expect(await stock.countByTenant("nobody")).toBe(0)
    })

    it("fails on a corrupt stored car with an error naming the row and each bad field", async () => {
      const db = await fresh()
      const stock = createStockRepository(db)
      await stock.upsert("acme", [testCar(7)])
      await db.query(`UPDATE stock SET data = data || '{"year": "soon", "images": [{"thumb_url": 3}]}'::jsonb`)

      const failure = stock.listByTenant("acme")
      await expect(failure).rejects.toThrow(/Invalid stock row acme\/7/)
      await expect(failure).rejects.toThrow(/\["year"\]/)
      await expect(failure).rejects.toThrow(/\["images"\]\[0\]\["image_url"\]/)
      await expect(stock.findBySlug("acme", "2021-toyota-corolla-7")).rejects.toThrow(/\["year"\]/)
    })
  })

  describe("tenants", () => {
    it("inserts a tenant only when its slug is new and reads it back decoded", async () => {
      const db = await fresh()
      const tenants = createTenantRepository(db)
      const zenith = testTenant("zenith", 2)
      const acme = testTenant("acme", 1)

      expect(await tenants.insertIfMissing(zenith)).toBe(true)
      expect(await tenants.insertIfMissing(acme)).toBe(true)
      expect(await tenants.insertIfMissing({ ...acme, name: "Another name" })).toBe(false)

      expect(await tenants.list()).toEqual([acme, zenith])
      expect(await tenants.findBySlug("acme")).toEqual(acme)
      expect(await tenants.findBySlug("nobody")).toBeNull()
    })

    it("fails on a corrupt stored configuration with an error naming the field", async () => {
      const db = await fresh()
      const tenants = createTenantRepository(db)
      await tenants.insertIfMissing(testTenant("acme"))
      await db.query(`UPDATE tenants SET config = config - 'name'`)

      await expect(tenants.list()).rejects.toThrow(/Invalid tenant row acme[\s\S]*\["name"\]/)
    })
  })

  describe("seedTenant", () => {
    it("seeds a new tenant with its cars, and never overwrites on a later call", async () => {
      const db = await fresh()
      const first = [testCar(1), testCar(2)]

      expect(await seedTenant(db, testTenant("acme"), () => first)).toBe(true)
      let askedForCars = false
      const again = () => {
        askedForCars = true
        return [testCar(1, { price: 1 })]
      }
      expect(await seedTenant(db, { ...testTenant("acme"), name: "Renamed" }, again)).toBe(false)
      expect(askedForCars).toBe(false)

      expect(await createStockRepository(db).listByTenant("acme")).toEqual(first)
      expect((await createTenantRepository(db).findBySlug("acme"))?.name).toBe("Dealer acme")
    })

    it("stores nothing when its cars cannot be stored", async () => {
      const db = await fresh()
      const clash = [testCar(1, { slug: "same" }), testCar(2, { slug: "same" })]

      await expect(seedTenant(db, testTenant("acme"), () => clash)).rejects.toThrow()
      expect(await createTenantRepository(db).list()).toEqual([])
      expect(await createStockRepository(db).countByTenant("acme")).toBe(0)
    })
  })

  // Only a database kept in a folder or on a server can be reopened; memory has nothing to find.
  if (!target.persistent) return
  it("finds its data again after closing and opening the same place", async () => {
    const opened = await freshReopenable()
    await seedTenant(opened.db, testTenant("acme"), () => [testCar(1)])
    await opened.db.close()

    const again = await opened.reopen()
    expect(await migrate(again)).toEqual([])
    expect(await createStockRepository(again).listByTenant("acme")).toEqual([testCar(1)])
    expect(await createTenantRepository(again).list()).toEqual([testTenant("acme")])
  })
})
