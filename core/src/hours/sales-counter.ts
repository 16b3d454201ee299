import { zonedClock } from "./zoned-clock.ts"

/** The sales counter's rhythm (001 section 9): 192 sales a day, one every 450 seconds, Brisbane time. */
export const SALES_COUNTER = {
  salesPerDay: 192,
  secondsPerSale: 450,
  timeZone: "Australia/Brisbane",
  /** How often the widget recomputes its figure. */
  refreshMs: 150_000
} as const

/**
 * Sales so far today on the sales counter: one per 450 seconds since midnight in Brisbane, so it
 * runs from 0 just after midnight to 191 just before the next (the 192nd lands at midnight).
 *
 * @example
 * import { salesCounterValue } from "@dealer/core/hours"
 *
 * // Midnight, then noon, in Brisbane:
 * salesCounterValue(new Date("2025-06-01T14:00:00Z")) // => 0
 * salesCounterValue(new Date("2025-06-02T02:00:00Z")) // => 96
 */
export function salesCounterValue(now: Date): number {
  const seconds = zonedClock(now, SALES_COUNTER.timeZone).secondsAfterMidnight
  return Math.min(SALES_COUNTER.salesPerDay - 1, Math.floor(seconds / SALES_COUNTER.secondsPerSale))
}
