import type { StockChangeNotice } from "@dealer/core"
import { describe, expect, it } from "vitest"
import { at, testCar } from "../test/builders.ts"
import { onEveryTarget } from "../test/every-target.ts"
import { HOLD_MINUTES, shopperId, testDeposit } from "../test/reservation-builders.ts"
import type { Database } from "./database.ts"
import { createReservationRepository } from "./reservation-repository.ts"
import { createStockChanges } from "./stock-changes.ts"
import { createStockRepository } from "./stock-repository.ts"

const isReserved = async (db: Database, tenantSlug: string, carId: number) =>
  (await createStockRepository(db).findById(tenantSlug, carId))?.reserved === true

onEveryTarget(({ fresh, freshPair }) => {
  describe("releasing reservations whose hold has run out", () => {
    it("releases a run-out hold, offers its car again and tells the search indexes", async () => {
      const db = await fresh()
      await createStockRepository(db).save("acme", [testCar(1), testCar(2)])
      const reservations = createReservationRepository(db)
      const jo = await shopperId(db, "acme", "0412345678")
      await reservations.reserve(testDeposit("acme", jo, 1, 1))
      await reservations.reserve(testDeposit("acme", jo, 2, 60))
      const heard: StockChangeNotice[] = []
      const stop = await createStockChanges(db).subscribe((notice) => heard.push(notice))

      const released = await reservations.releaseExpired(at(1 + HOLD_MINUTES))

      expect(released).toEqual([{ tenantSlug: "acme", reservationId: expect.any(Number), carId: 1 }])
      expect(await isReserved(db, "acme", 1)).toBe(false)
      expect(await isReserved(db, "acme", 2)).toBe(true)
      const mine = await reservations.listByUser({ tenantSlug: "acme", userId: jo })
      expect(mine.map((r) => [r.carId, r.releasedAt])).toEqual([
        [2, null],
        [1, at(1 + HOLD_MINUTES)]
      ])
      await expect.poll(() => heard).toEqual([{ tenantSlug: "acme", carIds: [1], kind: "upserted" }])
      await stop()
    })

    it("keeps a hold that has not run out", async () => {
      const db = await fresh()
      await createStockRepository(db).save("acme", [testCar(1)])
      const reservations = createReservationRepository(db)
      const jo = await shopperId(db, "acme", "0412345678")
      await reservations.reserve(testDeposit("acme", jo, 1, 1))

      expect(await reservations.releaseExpired(at(HOLD_MINUTES))).toEqual([])
      expect(await isReserved(db, "acme", 1)).toBe(true)
      expect((await reservations.listByUser({ tenantSlug: "acme", userId: jo }))[0]?.releasedAt).toBeNull()
    })

    it("lets a released car be reserved again", async () => {
      const db = await fresh()
      await createStockRepository(db).save("acme", [testCar(1)])
      const reservations = createReservationRepository(db)
      const jo = await shopperId(db, "acme", "0412345678")
      const sam = await shopperId(db, "acme", "0498765432")
      await reservations.reserve(testDeposit("acme", jo, 1, 1))
      expect((await reservations.reserve(testDeposit("acme", sam, 1, 2))).kind).toBe("unavailable")

      await reservations.releaseExpired(at(1 + HOLD_MINUTES))

      expect((await reservations.reserve(testDeposit("acme", sam, 1, 2 + HOLD_MINUTES))).kind).toBe("reserved")
      expect(await isReserved(db, "acme", 1)).toBe(true)
    })

    it("changes nothing when run again", async () => {
      const db = await fresh()
      await createStockRepository(db).save("acme", [testCar(1)])
      const reservations = createReservationRepository(db)
      const jo = await shopperId(db, "acme", "0412345678")
      await reservations.reserve(testDeposit("acme", jo, 1, 1))
      await reservations.releaseExpired(at(1 + HOLD_MINUTES))
      const heard: StockChangeNotice[] = []
      const stop = await createStockChanges(db).subscribe((notice) => heard.push(notice))

      expect(await reservations.releaseExpired(at(10 + HOLD_MINUTES))).toEqual([])

      const [mine] = await reservations.listByUser({ tenantSlug: "acme", userId: jo })
      expect(mine?.releasedAt).toEqual(at(1 + HOLD_MINUTES))
      expect(await isReserved(db, "acme", 1)).toBe(false)
      // A notice from the second run would arrive before this marker does.
      await createStockRepository(db).save("acme", [testCar(9)])
      await expect.poll(() => heard).toEqual([{ tenantSlug: "acme", carIds: [9], kind: "upserted" }])
      await stop()
    })

    it("works through a backlog batch by batch, for every tenant", async () => {
      const db = await fresh()
      const stock = createStockRepository(db)
      const ids = [1, 2, 3, 4, 5]
      await stock.save("acme", ids.map((id) => testCar(id)))
      await stock.save("zenith", [testCar(1)])
      const reservations = createReservationRepository(db, { releaseBatch: 2 })
      const jo = await shopperId(db, "acme", "0412345678")
      const joElsewhere = await shopperId(db, "zenith", "0412345678")
      for (const id of ids) await reservations.reserve(testDeposit("acme", jo, id, id))
      await reservations.reserve(testDeposit("zenith", joElsewhere, 1, 3))

      const released = await reservations.releaseExpired(at(10 + HOLD_MINUTES))

      expect(released.map((hold) => `${hold.tenantSlug}:${hold.carId}`).sort()).toEqual(
        ["acme:1", "acme:2", "acme:3", "acme:4", "acme:5", "zenith:1"].sort()
      )
      for (const id of ids) expect(await isReserved(db, "acme", id)).toBe(false)
      expect(await isReserved(db, "zenith", 1)).toBe(false)
    })

    it("releases each hold exactly once when two processes run at the same time", async () => {
      const [first, second] = await freshPair()
      const ids = [1, 2, 3, 4, 5, 6]
      await createStockRepository(first).save("acme", ids.map((id) => testCar(id)))
      const jo = await shopperId(first, "acme", "0412345678")
      for (const id of ids) await createReservationRepository(first).reserve(testDeposit("acme", jo, id, id))
      const now = at(10 + HOLD_MINUTES)

      const runs = await Promise.all([
        createReservationRepository(first, { releaseBatch: 2 }).releaseExpired(now),
        createReservationRepository(second, { releaseBatch: 2 }).releaseExpired(now)
      ])

      const carIds = runs.flat().map((hold) => hold.carId)
      expect([...carIds].sort()).toEqual(ids)
      const [count] = await first.query<{ count: number }>(
        "SELECT count(*)::integer AS count FROM reservations WHERE released_at IS NULL"
      )
      expect(count?.count).toBe(0)
      for (const id of ids) expect(await isReserved(first, "acme", id)).toBe(false)
    })
  })
})
