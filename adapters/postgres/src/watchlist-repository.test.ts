import { describe, expect, it } from "vitest"
import { at } from "../test/builders.ts"
import { onEveryTarget } from "../test/every-target.ts"
import type { Database } from "./database.ts"
import { createUserRepository } from "./user-repository.ts"
import { createWatchlistRepository } from "./watchlist-repository.ts"

const owner = async (db: Database, tenantSlug: string, phone: string) => ({
  tenantSlug,
  userId: (await createUserRepository(db).findOrCreateByPhone(tenantSlug, phone, at(0))).id
})

onEveryTarget(({ fresh }) => {
  describe("watchlists", () => {
    it("saves cars in order, once each, and removes them", async () => {
      const db = await fresh()
      const watchlists = createWatchlistRepository(db)
      const jo = await owner(db, "acme", "0412345678")

      expect(await watchlists.list(jo)).toEqual([])
      expect(await watchlists.save(jo, 812, at(1))).toEqual([{ id: 812 }])
      expect(await watchlists.save(jo, 7, at(2))).toEqual([{ id: 812 }, { id: 7 }])
      expect(await watchlists.save(jo, 812, at(3))).toEqual([{ id: 812 }, { id: 7 }])
      expect(await watchlists.remove(jo, 812)).toEqual([{ id: 7 }])
      expect(await watchlists.remove(jo, 812)).toEqual([{ id: 7 }])
      expect(await watchlists.list(jo)).toEqual([{ id: 7 }])
    })

    it("keeps each user's list apart, within a tenant and across tenants", async () => {
      const db = await fresh()
      const watchlists = createWatchlistRepository(db)
      const jo = await owner(db, "acme", "0412345678")
      const sam = await owner(db, "acme", "0498765432")
      const joElsewhere = await owner(db, "zenith", "0412345678")

      await watchlists.save(jo, 1, at(1))
      await watchlists.save(sam, 2, at(1))
      await watchlists.save(joElsewhere, 3, at(1))
      await watchlists.remove(sam, 1)

      expect(await watchlists.list(jo)).toEqual([{ id: 1 }])
      expect(await watchlists.list(sam)).toEqual([{ id: 2 }])
      expect(await watchlists.list(joElsewhere)).toEqual([{ id: 3 }])
      expect(await watchlists.list({ tenantSlug: "zenith", userId: jo.userId })).toEqual([])
    })

    it("refuses to save for a user of another tenant", async () => {
      const db = await fresh()
      const jo = await owner(db, "acme", "0412345678")
      await expect(
        createWatchlistRepository(db).save({ tenantSlug: "zenith", userId: jo.userId }, 1, at(1))
      ).rejects.toThrow(/foreign key/)
    })
  })
})
