import { describe, expect, it } from "vitest"
import { afterFailure, defaultDeliveryBackoff, type DeliveryBackoff } from "./delivery-backoff.ts"

const now = new Date(Date.UTC(2026, 2, 4, 9, 0))
const backoff: DeliveryBackoff = { maxAttempts: 6, baseDelayMs: 1_000, maxDelayMs: 10_000 }
const waitAfter = (attempts: number) => {
  const next = afterFailure(attempts, now, backoff)
  return next.state === "failed" ? next.nextAttemptAt.getTime() - now.getTime() : next.state
}

describe("afterFailure", () => {
  it("doubles the wait from the base delay with each failed attempt", () => {
    expect([1, 2, 3, 4].map(waitAfter)).toEqual([1_000, 2_000, 4_000, 8_000])
  })

  it("never waits longer than the cap", () => {
    expect(waitAfter(5)).toBe(10_000)
    expect(afterFailure(60, now, { ...backoff, maxAttempts: 100 })).toEqual({
      state: "failed",
      nextAttemptAt: new Date(now.getTime() + 10_000)
    })
  })

  it("gives up after the configured number of attempts", () => {
    expect(waitAfter(6)).toBe("dead")
    expect(waitAfter(7)).toBe("dead")
    expect(afterFailure(1, now, { ...backoff, maxAttempts: 1 })).toEqual({ state: "dead" })
  })

  it("by default tries ten times, from 30 seconds up to an hour apart", () => {
    const waits = Array.from({ length: 10 }, (_, index) => afterFailure(index + 1, now, defaultDeliveryBackoff))
    expect(waits.at(-1)).toEqual({ state: "dead" })
    expect(waits[0]).toEqual({ state: "failed", nextAttemptAt: new Date(now.getTime() + 30_000) })
    expect(waits[8]).toEqual({ state: "failed", nextAttemptAt: new Date(now.getTime() + 60 * 60_000) })
  })
})
