import { describe, expect, it } from "vitest"
import { onEveryTarget } from "../test/every-target.ts"
import { createRateLimiter } from "./rate-limiter.ts"

const WINDOW_MS = 60_000
// A window of the limiter starts at a multiple of its length since the epoch.
const windowStart = new Date(Math.ceil(Date.UTC(2026, 2, 2) / WINDOW_MS) * WINDOW_MS)
const after = (ms: number) => new Date(windowStart.getTime() + ms)

onEveryTarget(({ fresh, freshPair }) => {
  describe("rate limiter", () => {
    it("allows `limit` hits per window, says when to retry, and starts again in the next window", async () => {
      const limiter = createRateLimiter(await fresh())
      const hits = []
      for (let i = 0; i < 4; i++) hits.push(await limiter.hit("acme:auth-code:0412345678", 3, WINDOW_MS, after(10_000)))

      expect(hits).toEqual([
        { allowed: true, retryAfterMs: 0 },
        { allowed: true, retryAfterMs: 0 },
        { allowed: true, retryAfterMs: 0 },
        { allowed: false, retryAfterMs: 50_000 }
      ])
      expect(await limiter.hit("acme:auth-code:0412345678", 3, WINDOW_MS, after(59_999))).toEqual({
        allowed: false,
        retryAfterMs: 1
      })
      expect(await limiter.hit("acme:auth-code:0412345678", 3, WINDOW_MS, after(60_000))).toEqual({
        allowed: true,
        retryAfterMs: 0
      })
      expect(await limiter.hit("acme:auth-code:0499999999", 3, WINDOW_MS, after(59_999))).toEqual({
        allowed: true,
        retryAfterMs: 0
      })
    })

    it("allows exactly `limit` hits per window across two connections hitting at once", async () => {
      const [first, second] = await freshPair()
      const limiters = [createRateLimiter(first), createRateLimiter(second)]
      const hits = await Promise.all(
        Array.from({ length: 40 }, (_, index) =>
          limiters[index % 2]!.hit("acme:leads:203.0.113.7", 7, WINDOW_MS, after(1_000))
        )
      )
      expect(hits.filter((hit) => hit.allowed)).toHaveLength(7)
      expect(hits.filter((hit) => !hit.allowed).every((hit) => hit.retryAfterMs === 59_000)).toBe(true)
    })

    it("refuses every hit at a limit of 0, stores keys only hashed, and rejects a bad window", async () => {
      const db = await fresh()
      const limiter = createRateLimiter(db)
      expect(await limiter.hit("acme:blocked", 0, WINDOW_MS, after(0))).toEqual({
        allowed: false,
        retryAfterMs: 60_000
      })
      expect(JSON.stringify(await db.query("SELECT * FROM rate_limit_counters"))).not.toContain("acme")
      await expect(limiter.hit("k", 1, 0, after(0))).rejects.toThrow(RangeError)
      await expect(limiter.hit("k", 1.5, WINDOW_MS, after(0))).rejects.toThrow(RangeError)
    })
  })
})
