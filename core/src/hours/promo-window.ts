/** When a promotion shows: from `start` (inclusive) until `end` (exclusive); null leaves a side open. */
export interface PromoTimeWindow {
  readonly start: Date | null
  readonly end: Date | null
}

/**
 * Whether `now` falls inside a promotion's window.
 *
 * @example
 * import { eofyPromoCardWindow, isWithinPromoWindow } from "@dealer/core/hours"
 *
 * isWithinPromoWindow(eofyPromoCardWindow, new Date("2025-06-15T05:59:59Z")) // => true
 * isWithinPromoWindow(eofyPromoCardWindow, new Date("2025-06-15T06:00:00Z")) // => false
 */
export function isWithinPromoWindow(window: PromoTimeWindow, now: Date): boolean {
  const time = now.getTime()
  if (Number.isNaN(time)) return false
  return (
    (window.start === null || time >= window.start.getTime()) && (window.end === null || time < window.end.getTime())
  )
}

/**
 * The EOFY promo card: shown until 2025-06-15 16:00 Brisbane time (+10:00), 001 section 9.
 *
 * @example
 * import { eofyPromoCardWindow, isWithinPromoWindow } from "@dealer/core/hours"
 *
 * const now = new Date("2026-03-02T10:00:00+10:00")
 *
 * isWithinPromoWindow(eofyPromoCardWindow, now)
 */
export const eofyPromoCardWindow: PromoTimeWindow = { start: null, end: /* @__PURE__ */ new Date("2025-06-15T16:00:00+10:00") }

/**
 * The stocktake sale: valid 1 to 24 July 2025 inclusive, Brisbane time (+10:00, no daylight saving),
 * 001 section 9.
 *
 * @example
 * import { isWithinPromoWindow, stocktakeSaleWindow } from "@dealer/core/hours"
 *
 * isWithinPromoWindow(stocktakeSaleWindow, new Date("2025-07-24T13:59:59Z")) // true (23:59:59 in Brisbane)
 */
export const stocktakeSaleWindow: PromoTimeWindow = {
  start: /* @__PURE__ */ new Date("2025-07-01T00:00:00+10:00"),
  end: /* @__PURE__ */ new Date("2025-07-25T00:00:00+10:00")
}
