import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { SALES_COUNTER, salesCounterValue } from "./sales-counter.ts"

describe("salesCounterValue", () => {
  it("counts one sale per 450 seconds since midnight in Brisbane", () => {
    expect(salesCounterValue(new Date("2025-06-02T00:00:00+10:00"))).toBe(0)
    expect(salesCounterValue(new Date("2025-06-02T00:07:29+10:00"))).toBe(0)
    expect(salesCounterValue(new Date("2025-06-02T00:07:30+10:00"))).toBe(1)
    expect(salesCounterValue(new Date("2025-06-02T12:00:00+10:00"))).toBe(96)
    expect(salesCounterValue(new Date("2025-06-02T23:59:59+10:00"))).toBe(191)
    expect(salesCounterValue(new Date("2025-06-03T00:00:00+10:00"))).toBe(0)
  })

  it("keeps the spec's rhythm: 192 a day, refreshed every 150,000 ms", () => {
    expect(SALES_COUNTER.salesPerDay * SALES_COUNTER.secondsPerSale).toBe(86_400)
    expect(SALES_COUNTER.refreshMs).toBe(150_000)
  })

  it("matches a fixed +10:00 clock (Brisbane has no daylight saving) and never falls within a day", () => {
    const day = 86_400_000
    const brisbaneOffset = 10 * 3_600_000
    fc.assert(
      fc.property(
        fc.date({ min: new Date("2020-01-01T00:00:00Z"), max: new Date("2030-01-01T00:00:00Z"), noInvalidDate: true }),
        fc.integer({ min: 0, max: day - 1 }),
        (now, later) => {
          const sinceMidnight = (((now.getTime() + brisbaneOffset) % day) + day) % day
          expect(salesCounterValue(now)).toBe(Math.floor(sinceMidnight / 450_000))
          const endOfDay = now.getTime() - sinceMidnight + day - 1
          const sameDay = new Date(Math.min(endOfDay, now.getTime() + later))
          expect(salesCounterValue(sameDay)).toBeGreaterThanOrEqual(salesCounterValue(now))
        }
      ),
      { numRuns: 1000 }
    )
  })
})
