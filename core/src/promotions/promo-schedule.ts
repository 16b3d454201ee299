import { parseISO } from "date-fns"
import type { PromoNode } from "./promo-node.ts"

/** When a promotion runs; either end may be open. */
export type PromoWindow = Partial<Pick<PromoNode, "start" | "expiry" | "display">>

/**
 * Whether a promotion shows at `now`: switched on, started (start inclusive) and not yet expired
 * (expiry exclusive). A bound that is not a readable date-time hides the promotion, since a typo must
 * not run an offer forever.
 *
 * @example
 * import { isPromoActive } from "@dealer/core/promotions"
 *
 * isPromoActive({ expiry: "2025-06-15T16:00:00+10:00" }, new Date("2025-06-15T05:59:59Z")) // => true
 * isPromoActive({ expiry: "2025-06-15T16:00:00+10:00" }, new Date("2025-06-15T06:00:00Z")) // => false
 */
export function isPromoActive(promo: PromoWindow, now: Date): boolean {
  if (promo.display === false) return false
  const at = now.getTime()
  if (promo.start != null) {
    const start = parseISO(promo.start).getTime()
    if (!(at >= start)) return false
  }
  if (promo.expiry != null) {
    const expiry = parseISO(promo.expiry).getTime()
    if (!(at < expiry)) return false
  }
  return true
}

/**
 * The promotions that show at `now`, in their order.
 *
 * @example
 * import { activePromos } from "@dealer/core/promotions"
 *
 * const eofy = { node: "eofy", expiry: "2025-06-15T16:00:00+10:00" }
 * const stocktake = { node: "stocktake", start: "2025-07-01T00:00:00+10:00", expiry: "2025-07-25T00:00:00+10:00" }
 *
 * activePromos([eofy, stocktake], new Date("2025-07-10T00:00:00+10:00")) // => [stocktake]
 */
export function activePromos<P extends PromoWindow>(promos: ReadonlyArray<P>, now: Date): ReadonlyArray<P> {
  return promos.filter((promo) => isPromoActive(promo, now))
}

/** The EOFY promo card expires 2025-06-15 16:00 +10:00 (document 001, section 9). */
export const eofyPromoWindow = { expiry: "2025-06-15T16:00:00+10:00" } as const satisfies PromoWindow

/** The stocktake sale runs 1 to 24 July 2025 in Brisbane time (UTC+10, no daylight saving), 24 July included. */
export const stocktakeSalePromoWindow = {
  start: "2025-07-01T00:00:00+10:00",
  expiry: "2025-07-25T00:00:00+10:00"
} as const satisfies PromoWindow
