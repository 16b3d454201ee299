import { decodeOrThrow, StockChangeNotice } from "@dealer/core"
import { describe, expect, it } from "vitest"
import { testCar } from "../test/builders.ts"
import { onEveryTarget } from "../test/every-target.ts"
import type { Database } from "./database.ts"
import { createStockChanges } from "./stock-changes.ts"
import { STOCK_CHANGES_CHANNEL } from "./stock-notices.ts"
import { createStockRepository } from "./stock-repository.ts"

/** Collects the notices a database hears, and waits for the next ones. */
async function listenTo(db: Database) {
  const notices: StockChangeNotice[] = []
  const gaps: number[] = []
  const waiters: Array<() => void> = []
  const stop = await createStockChanges(db).subscribe(
    (notice) => {
      notices.push(notice)
      waiters.splice(0).forEach((wake) => wake())
    },
    () => gaps.push(notices.length)
  )
  const until = async (count: number, withinMs: number) => {
    const deadline = Date.now() + withinMs
    while (notices.length < count && Date.now() < deadline) {
      await new Promise<void>((resolve) => {
        waiters.push(resolve)
        setTimeout(resolve, deadline - Date.now()).unref()
      })
    }
    return notices
  }
  return { notices, gaps, stop, until }
}

// Lets notifications already sent reach their listeners before asserting that none came.
const settle = () => new Promise((resolve) => setTimeout(resolve, 150))

onEveryTarget(({ target, fresh, freshPair }) => {
  describe("stock store", () => {
    it("counts added, updated and unchanged cars, and finds them by id", async () => {
      const stock = createStockRepository(await fresh())
      expect(await stock.save("acme", [testCar(1), testCar(2)])).toEqual({ added: 2, updated: 0, unchanged: 0 })
      expect(await stock.save("acme", [testCar(1), testCar(2, { price: 19_990 }), testCar(3)])).toEqual({
        added: 1,
        updated: 1,
        unchanged: 1
      })
      expect(await stock.save("acme", [])).toEqual({ added: 0, updated: 0, unchanged: 0 })
      expect((await stock.findById("acme", 2))?.price).toBe(19_990)
      expect(await stock.findById("zenith", 2)).toBeNull()
      expect(await stock.countByTenant("acme")).toBe(3)
    })

    it("removes a car of the tenant only", async () => {
      const stock = createStockRepository(await fresh())
      await stock.save("acme", [testCar(1), testCar(2)])
      await stock.save("zenith", [testCar(1)])

      expect(await stock.remove("acme", 1)).toBe(true)
      expect(await stock.remove("acme", 1)).toBe(false)
      expect(await stock.remove("acme", 99)).toBe(false)
      expect((await stock.listByTenant("acme")).map((car) => car.id)).toEqual([2])
      expect(await stock.findById("zenith", 1)).not.toBeNull()
    })

    it("marks a car sold with the date, once", async () => {
      const stock = createStockRepository(await fresh())
      await stock.save("acme", [testCar(1)])
      const now = new Date("2026-03-02T04:05:06Z")

      expect(await stock.markSold("acme", 1, now)).toBe(true)
      expect(await stock.markSold("acme", 1, new Date("2026-04-01T00:00:00Z"))).toBe(false)
      expect(await stock.markSold("zenith", 1, now)).toBe(false)
      expect(await stock.findById("acme", 1)).toEqual({
        ...testCar(1),
        status: "sold",
        sold: true,
        sold_date: "2026-03-02T04:05:06.000Z",
        sold_date_timestamp: 1_772_424_306
      })
    })

    it("publishes a notice for each write that changed cars, and none for unchanged ones", async () => {
      const db = await fresh()
      const heard = await listenTo(db)
      const stock = createStockRepository(db)
      await stock.save("acme", [testCar(1), testCar(2)])
      await stock.save("acme", [testCar(1), testCar(2, { price: 1 })])
      await stock.save("acme", [testCar(1)])
      await stock.markSold("acme", 1, new Date("2026-03-02T00:00:00Z"))
      await stock.remove("acme", 2)
      await stock.remove("acme", 2)

      expect((await heard.until(4, 2_000)).map((notice) => ({ ...notice, carIds: [...notice.carIds].sort() }))).toEqual(
        [
          { tenantSlug: "acme", carIds: [1, 2], kind: "upserted" },
          { tenantSlug: "acme", carIds: [2], kind: "upserted" },
          { tenantSlug: "acme", carIds: [1], kind: "sold" },
          { tenantSlug: "acme", carIds: [2], kind: "removed" }
        ]
      )
      await settle()
      expect(heard.notices).toHaveLength(4)
      await heard.stop()
    })

    it("publishes nothing when the write rolls back, and at commit when it is part of a transaction", async () => {
      const db = await fresh()
      const heard = await listenTo(db)
      await expect(
        db.transaction(async (tx) => {
          await createStockRepository(tx).save("acme", [testCar(1)])
          throw new Error("changed my mind")
        })
      ).rejects.toThrow("changed my mind")
      await settle()
      expect(heard.notices).toEqual([])
      expect(await createStockRepository(db).countByTenant("acme")).toBe(0)

      await db.transaction(async (tx) => {
        await createStockRepository(tx).save("acme", [testCar(5)])
        await settle()
        expect(heard.notices).toEqual([])
      })
      expect(await heard.until(1, 2_000)).toEqual([{ tenantSlug: "acme", carIds: [5], kind: "upserted" }])
      await heard.stop()
    })

    it("splits a large write over several notices that name every car", async () => {
      const db = await fresh()
      const heard = await listenTo(db)
      const cars = Array.from({ length: 1_000 }, (_, index) => testCar(index + 1))
      await createStockRepository(db).save("acme", cars)

      const notices = await heard.until(3, 3_000)
      expect(notices).toHaveLength(3)
      expect(notices.flatMap((notice) => notice.carIds).sort((a, b) => a - b)).toEqual(cars.map((car) => car.id))
      await heard.stop()
    })

    it("stops delivering after unsubscribing, and reads an unreadable notice as a gap", async () => {
      const db = await fresh()
      const heard = await listenTo(db)
      await db.query("SELECT pg_notify($1, $2)", [STOCK_CHANGES_CHANNEL, '{"tenantSlug": "acme"}'])
      await db.query("SELECT pg_notify($1, $2)", [STOCK_CHANGES_CHANNEL, "not json"])
      await settle()
      expect(heard.gaps).toEqual([0, 0])

      await heard.stop()
      await createStockRepository(db).save("acme", [testCar(1)])
      await settle()
      expect(heard.notices).toEqual([])
    })

    it(`delivers a change from one connection to another within 1 s (${target.kind})`, async () => {
      const [writer, reader] = await freshPair()
      const heard = await listenTo(reader)
      const started = Date.now()
      await createStockRepository(writer).save("acme", [testCar(7)])
      const notices = await heard.until(1, 1_000)

      expect(notices).toEqual([{ tenantSlug: "acme", carIds: [7], kind: "upserted" }])
      expect(Date.now() - started).toBeLessThan(1_000)
      await createStockChanges(writer).publish({ tenantSlug: "zenith", carIds: [3], kind: "removed" })
      expect((await heard.until(2, 1_000))[1]).toEqual(
        decodeOrThrow(StockChangeNotice, { tenantSlug: "zenith", carIds: [3], kind: "removed" }, "expected notice")
      )
      await heard.stop()
    })

    if (target.kind !== "postgres") return
    it("reopens a dropped listening connection, reports the gap, and hears the notices after it", async () => {
      const [writer, reader] = await freshPair()
      const heard = await listenTo(reader)
      const dropped = await writer.query<{ dropped: boolean }>(
        `SELECT pg_terminate_backend(pid) AS dropped FROM pg_stat_activity
         WHERE datname = current_database() AND query LIKE 'LISTEN %'`
      )
      expect(dropped).toEqual([{ dropped: true }])

      const deadline = Date.now() + 5_000
      while (heard.gaps.length === 0 && Date.now() < deadline) await settle()
      expect(heard.gaps).toEqual([0])
      await createStockRepository(writer).save("acme", [testCar(8)])
      expect(await heard.until(1, 1_000)).toEqual([{ tenantSlug: "acme", carIds: [8], kind: "upserted" }])
      await heard.stop()
    })
  })
})
