import type { StockChangeNotice } from "@dealer/core"
import { describe, expect, it } from "vitest"
import { at, testCar } from "../test/builders.ts"
import { onEveryTarget } from "../test/every-target.ts"
import { HOLD_MINUTES, shopperId, testDeposit } from "../test/reservation-builders.ts"
import { createReservationRepository } from "./reservation-repository.ts"
import { createStockChanges } from "./stock-changes.ts"
import { createStockRepository } from "./stock-repository.ts"

onEveryTarget(({ fresh, freshPair }) => {
  describe("reservations", () => {
    it("stores a reservation, marks the car reserved and tells the search indexes", async () => {
      const db = await fresh()
      const stock = createStockRepository(db)
      await stock.save("acme", [testCar(1), testCar(2)])
      const jo = await shopperId(db, "acme", "0412345678")
      const heard: StockChangeNotice[] = []
      const stop = await createStockChanges(db).subscribe((notice) => heard.push(notice))

      const outcome = await createReservationRepository(db).reserve(testDeposit("acme", jo, 1))

      expect(outcome).toEqual({
        kind: "reserved",
        reservation: {
          id: expect.any(Number),
          tenantSlug: "acme",
          userId: jo,
          carId: 1,
          deposit: 200,
          paymentReference: `test_${jo}_1_1`,
          testMode: true,
          createdAt: at(1),
          heldUntil: at(1 + HOLD_MINUTES),
          releasedAt: null
        }
      })
      expect((await stock.findById("acme", 1))?.reserved).toBe(true)
      expect((await stock.findById("acme", 2))?.reserved ?? null).not.toBe(true)
      await expect.poll(() => heard).toEqual([{ tenantSlug: "acme", carIds: [1], kind: "upserted" }])
      await stop()
    })

    it("refuses a second reservation of a reserved car and changes nothing", async () => {
      const db = await fresh()
      await createStockRepository(db).save("acme", [testCar(1)])
      const reservations = createReservationRepository(db)
      const jo = await shopperId(db, "acme", "0412345678")
      const sam = await shopperId(db, "acme", "0498765432")
      await reservations.reserve(testDeposit("acme", jo, 1))

      expect(await reservations.reserve(testDeposit("acme", sam, 1, 2))).toEqual({ kind: "unavailable" })
      expect(await reservations.listByUser({ tenantSlug: "acme", userId: sam })).toEqual([])
      expect((await reservations.listByUser({ tenantSlug: "acme", userId: jo })).map((r) => r.carId)).toEqual([1])
    })

    it("refuses a car that is sold, missing or another tenant's", async () => {
      const db = await fresh()
      const stock = createStockRepository(db)
      await stock.save("acme", [testCar(1), testCar(2, { status: "sold" })])
      const reservations = createReservationRepository(db)
      const jo = await shopperId(db, "acme", "0412345678")
      const joElsewhere = await shopperId(db, "zenith", "0412345678")

      expect(await reservations.reserve(testDeposit("acme", jo, 2))).toEqual({ kind: "unavailable" })
      expect(await reservations.reserve(testDeposit("acme", jo, 99))).toEqual({ kind: "unavailable" })
      expect(await reservations.reserve(testDeposit("zenith", joElsewhere, 1))).toEqual({ kind: "unavailable" })
      expect((await stock.findById("acme", 1))?.reserved ?? null).not.toBe(true)
    })

    it("lets exactly one of two shoppers paying at once reserve the car", async () => {
      const [first, second] = await freshPair()
      await createStockRepository(first).save("acme", [testCar(1)])
      const jo = await shopperId(first, "acme", "0412345678")
      const sam = await shopperId(first, "acme", "0498765432")

      const outcomes = await Promise.all([
        createReservationRepository(first).reserve(testDeposit("acme", jo, 1)),
        createReservationRepository(second).reserve(testDeposit("acme", sam, 1))
      ])

      expect(outcomes.map((outcome) => outcome.kind).sort()).toEqual(["reserved", "unavailable"])
      const [count] = await first.query<{ count: number }>("SELECT count(*)::integer AS count FROM reservations")
      expect(count?.count).toBe(1)
    })

    it("lists each user's reservations of each tenant, newest first, and no one else's", async () => {
      const db = await fresh()
      await createStockRepository(db).save("acme", [testCar(1), testCar(2), testCar(3)])
      const reservations = createReservationRepository(db)
      const jo = await shopperId(db, "acme", "0412345678")
      const sam = await shopperId(db, "acme", "0498765432")
      await reservations.reserve(testDeposit("acme", jo, 1, 1))
      await reservations.reserve(testDeposit("acme", sam, 2, 2))
      await reservations.reserve(testDeposit("acme", jo, 3, 3))

      expect((await reservations.listByUser({ tenantSlug: "acme", userId: jo })).map((r) => r.carId)).toEqual([3, 1])
      expect((await reservations.listByUser({ tenantSlug: "acme", userId: sam })).map((r) => r.carId)).toEqual([2])
      expect(await reservations.listByUser({ tenantSlug: "zenith", userId: jo })).toEqual([])
    })

    it("rolls the reservation and the reserved mark back with the caller's transaction", async () => {
      const db = await fresh()
      const stock = createStockRepository(db)
      await stock.save("acme", [testCar(1)])
      const jo = await shopperId(db, "acme", "0412345678")

      await expect(
        db.transaction(async (tx) => {
          await createReservationRepository(tx).reserve(testDeposit("acme", jo, 1))
          throw new Error("payment declined")
        })
      ).rejects.toThrow("payment declined")

      expect((await stock.findById("acme", 1))?.reserved ?? null).not.toBe(true)
      expect(await createReservationRepository(db).listByUser({ tenantSlug: "acme", userId: jo })).toEqual([])
    })
  })
})
