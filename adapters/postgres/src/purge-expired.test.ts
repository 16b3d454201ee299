import { describe, expect, it } from "vitest"
import { at } from "../test/builders.ts"
import { onEveryTarget } from "../test/every-target.ts"
import { createIdempotencyStore } from "./idempotency-store.ts"
import { createOneTimeCodeRepository } from "./one-time-code-repository.ts"
import { createOutbox } from "./outbox.ts"
import { purgeExpired } from "./purge-expired.ts"
import { createRateLimiter } from "./rate-limiter.ts"
import { createSessionRepository } from "./session-repository.ts"
import { createUserRepository } from "./user-repository.ts"
import { createViewCountRepository } from "./view-count-repository.ts"

const HOUR = 60
const DAY = 24 * HOUR

onEveryTarget(({ fresh }) => {
  describe("purgeExpired", () => {
    it("deletes only what has run out, and keeps counts", async () => {
      const db = await fresh()
      const jo = await createUserRepository(db).findOrCreateByPhone("acme", "0412345678", at(0))
      const sessions = createSessionRepository(db)
      await sessions.create({ tenantSlug: "acme", userId: jo.id, token: "old", now: at(0), expiresAt: at(HOUR) })
      await sessions.create({ tenantSlug: "acme", userId: jo.id, token: "live", now: at(0), expiresAt: at(3 * DAY) })
      const codes = createOneTimeCodeRepository(db)
      await codes.issue({ tenantSlug: "acme", phone: "0412345678", code: "1", now: at(0), expiresAt: at(10) })
      const idempotency = createIdempotencyStore(db)
      await idempotency.reserve({ tenantSlug: "acme", key: "old", bodyHash: "a", now: at(0) })
      await idempotency.reserve({ tenantSlug: "acme", key: "new", bodyHash: "a", now: at(2 * DAY) })
      await createRateLimiter(db).hit("k", 1, 60_000, at(0))
      const views = createViewCountRepository(db)
      await views.countView({
        tenantSlug: "acme",
        carId: 1,
        visitorKeys: ["v"],
        now: at(0),
        timeZone: "Australia/Brisbane"
      })

      expect(await purgeExpired(db, at(3 * DAY - 1))).toEqual({
        sessions: 1,
        oneTimeCodes: 1,
        idempotencyKeys: 1,
        rateLimitCounters: 1,
        // Visits stay for two days past their day, whatever the zone.
        carViewVisits: 0,
        expiredTexts: 0
      })
      expect(await sessions.find("acme", "live", at(3 * DAY - 1))).not.toBeNull()
      expect(await idempotency.reserve({ tenantSlug: "acme", key: "new", bodyHash: "a", now: at(2 * DAY) })).toEqual({
        kind: "in_progress"
      })

      expect(await purgeExpired(db, at(4 * DAY))).toEqual({
        sessions: 1,
        oneTimeCodes: 0,
        idempotencyKeys: 1,
        rateLimitCounters: 0,
        carViewVisits: 1,
        expiredTexts: 0
      })
      expect(await views.views("acme", 1)).toBe(1)
      expect(await purgeExpired(db, at(4 * DAY))).toEqual({
        sessions: 0,
        oneTimeCodes: 0,
        idempotencyKeys: 0,
        rateLimitCounters: 0,
        carViewVisits: 0,
        expiredTexts: 0
      })
    })

    it("erases the number and text of a sign-in SMS never sent within the code's lifetime, and leaves it dead", async () => {
      const db = await fresh()
      const outbox = createOutbox(db)
      const sms = (text: string) => ({ kind: "sms" as const, payload: { to: "0412345678", text } })
      const stale = await outbox.enqueue("acme", sms("Your code is 482913"), at(0))
      const fresh5 = await outbox.enqueue("acme", sms("Your code is 551177"), at(4))
      const sent = await outbox.enqueue("acme", sms("Your code is 300300"), at(0))
      await outbox.markSent(sent.id, at(1))

      expect((await purgeExpired(db, at(6), { textLifetimeMs: 5 * 60_000 })).expiredTexts).toBe(1)
      const byId = new Map((await outbox.list({ kind: "sms", limit: 10 })).map((entry) => [entry.id, entry]))
      expect(byId.get(stale.id)).toMatchObject({ state: "dead", payload: { to: "", text: "" } })
      expect(byId.get(fresh5.id)).toMatchObject({ state: "pending", payload: { text: "Your code is 551177" } })
      expect(byId.get(sent.id)).toMatchObject({ state: "sent", payload: { to: "", text: "" } })
      const stored = JSON.stringify(await db.query("SELECT * FROM outbox"))
      expect(stored).not.toContain("482913")
      expect(stored).not.toContain("300300")
      // A dead entry is never claimed again.
      expect((await outbox.claim({ kinds: ["sms"], limit: 10, now: at(7), leaseMs: 60_000 })).map((e) => e.id)).toEqual([
        fresh5.id
      ])
    })
  })
})
