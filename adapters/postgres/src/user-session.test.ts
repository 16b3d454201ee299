import { describe, expect, it } from "vitest"
import { at } from "../test/builders.ts"
import { onEveryTarget } from "../test/every-target.ts"
import { createSessionRepository } from "./session-repository.ts"
import { createUserRepository } from "./user-repository.ts"

const TOKEN = "Zm9yLXRlc3RzLW9ubHktbm90LXJhbmRvbS1hdC1hbGw"

onEveryTarget(({ fresh }) => {
  describe("users", () => {
    it("creates one user per tenant and phone, and finds it again", async () => {
      const users = createUserRepository(await fresh())
      const jo = await users.findOrCreateByPhone("acme", "0412345678", at(0))
      expect(jo).toEqual({ id: jo.id, phone: "0412345678" })
      expect(await users.findOrCreateByPhone("acme", "0412345678", at(5))).toEqual(jo)

      const elsewhere = await users.findOrCreateByPhone("zenith", "0412345678", at(0))
      expect(elsewhere.id).not.toBe(jo.id)
      expect(await users.findByPhone("acme", "0412345678")).toEqual(jo)
      expect(await users.findById("acme", jo.id)).toEqual(jo)
      expect(await users.findById("zenith", jo.id)).toBeNull()
      expect(await users.findByPhone("acme", "0499999999")).toBeNull()
    })

    it("makes one user when the same phone signs in several times at once", async () => {
      const users = createUserRepository(await fresh())
      const all = await Promise.all(
        Array.from({ length: 8 }, () => users.findOrCreateByPhone("acme", "0412345678", at(0)))
      )
      expect(new Set(all.map((user) => user.id)).size).toBe(1)
    })
  })

  describe("sessions", () => {
    it("finds a session by its token until it expires or is revoked", async () => {
      const db = await fresh()
      const jo = await createUserRepository(db).findOrCreateByPhone("acme", "0412345678", at(0))
      const sessions = createSessionRepository(db)
      await sessions.create({ tenantSlug: "acme", userId: jo.id, token: TOKEN, now: at(0), expiresAt: at(60) })

      expect(await sessions.find("acme", TOKEN, at(59))).toEqual({ user: jo, expiresAt: at(60) })
      expect(await sessions.find("acme", TOKEN, at(60))).toBeNull()
      expect(await sessions.find("zenith", TOKEN, at(1))).toBeNull()
      expect(await sessions.find("acme", `${TOKEN}x`, at(1))).toBeNull()

      expect(await sessions.revoke("zenith", TOKEN)).toBe(false)
      expect(await sessions.revoke("acme", TOKEN)).toBe(true)
      expect(await sessions.revoke("acme", TOKEN)).toBe(false)
      expect(await sessions.find("acme", TOKEN, at(1))).toBeNull()
    })

    it("stores only a hash of the token", async () => {
      const db = await fresh()
      const jo = await createUserRepository(db).findOrCreateByPhone("acme", "0412345678", at(0))
      await createSessionRepository(db).create({
        tenantSlug: "acme",
        userId: jo.id,
        token: TOKEN,
        now: at(0),
        expiresAt: at(60)
      })
      const [row] = await db.query<{ token_hash: string }>("SELECT token_hash FROM sessions")
      expect(row?.token_hash).toMatch(/^[0-9a-f]{64}$/)
      expect(JSON.stringify(await db.query("SELECT * FROM sessions"))).not.toContain(TOKEN)
    })

    it("refuses a session for another tenant's user", async () => {
      const db = await fresh()
      const jo = await createUserRepository(db).findOrCreateByPhone("acme", "0412345678", at(0))
      await expect(
        createSessionRepository(db).create({
          tenantSlug: "zenith",
          userId: jo.id,
          token: TOKEN,
          now: at(0),
          expiresAt: at(60)
        })
      ).rejects.toThrow(/foreign key/)
    })
  })
})
