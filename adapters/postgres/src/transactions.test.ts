import { describe, expect, it } from "vitest"
import { testCar } from "../test/builders.ts"
import { onEveryTarget } from "../test/every-target.ts"
import { createStockRepository } from "./stock-repository.ts"

onEveryTarget(({ fresh }) => {
  describe("transactions", () => {
    it("undoes a failed inner block alone, and commits the rest with the outer transaction", async () => {
      const db = await fresh()
      await db.transaction(async (tx) => {
        await createStockRepository(tx).save("acme", [testCar(1)])
        await expect(
          tx.transaction(async (inner) => {
            await createStockRepository(inner).save("acme", [testCar(2)])
            throw new Error("inner failure")
          })
        ).rejects.toThrow("inner failure")
        await createStockRepository(tx).save("acme", [testCar(3)])
      })
      expect((await createStockRepository(db).listByTenant("acme")).map((car) => car.id)).toEqual([1, 3])
    })

    it("undoes inner blocks that succeeded when the outer transaction fails", async () => {
      const db = await fresh()
      await expect(
        db.transaction(async (tx) => {
          await tx.transaction((inner) => createStockRepository(inner).save("acme", [testCar(1)]))
          throw new Error("outer failure")
        })
      ).rejects.toThrow("outer failure")
      expect(await createStockRepository(db).countByTenant("acme")).toBe(0)
    })
  })
})
