import { describe, expect, it } from "vitest"
import { at } from "../test/builders.ts"
import { onEveryTarget } from "../test/every-target.ts"
import { createIdempotencyStore } from "./idempotency-store.ts"
import { createOneTimeCodeRepository } from "./one-time-code-repository.ts"
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
        visitorKey: "v",
        now: at(0),
        timeZone: "Australia/Brisbane"
      })

      expect(await purgeExpired(db, at(3 * DAY - 1))).toEqual({
        sessions: 1,
        oneTimeCodes: 1,
        idempotencyKeys: 1,
        rateLimitCounters: 1,
        // Visits stay for two days past their day, whatever the zone.
        carViewVisits: 0
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
        carViewVisits: 1
      })
      expect(await views.views("acme", 1)).toBe(1)
      expect(await purgeExpired(db, at(4 * DAY))).toEqual({
        sessions: 0,
        oneTimeCodes: 0,
        idempotencyKeys: 0,
        rateLimitCounters: 0,
        carViewVisits: 0
      })
    })
  })
})
