import type { Car } from "../stock/car.ts"
import { fillText, type Texts } from "../tenant/texts.ts"
import { currentPrice, hasListedPrice } from "./current-price.ts"
import { formatMoney } from "./money.ts"

/** The price must undercut the market average by more than this many dollars to earn the badge. */
export const BELOW_MARKET_MARGIN = 499

/** Which market average a below-market badge compares with: the state's or the nation's. */
export type MarketBasis = "state" | "national"

/** Why a car earns the below-market badge: which average it beats, that average, and by how much. */
export interface BelowMarketBadge {
  readonly basis: MarketBasis
  readonly average: number
  readonly amount: number
}

/**
 * The market-price badge (section 4, "Price display priority"): shown when the car's current price
 * is more than 499 below the state average market price, or failing that the national average.
 * The state average is tried first because it is the closer market.
 *
 * @example
 * import { belowMarketBadge } from "@dealer/core/pricing"
 *
 * belowMarketBadge({ price: 30000, autograb_data: { state_average_market_price: 31000 } })
 * // => { basis: "state", average: 31000, amount: 1000 }
 */
export function belowMarketBadge(car: Pick<Car, "price" | "offer_price" | "autograb_data">): BelowMarketBadge | null {
  if (!hasListedPrice(car)) return null
  const price = currentPrice(car)
  const averages: ReadonlyArray<readonly [MarketBasis, number | null | undefined]> = [
    ["state", car.autograb_data?.state_average_market_price],
    ["national", car.autograb_data?.average_market_price]
  ]
  for (const [basis, average] of averages) {
    if (average !== null && average !== undefined && average - price > BELOW_MARKET_MARGIN) {
      return { basis, average, amount: average - price }
    }
  }
  return null
}

/**
 * The badge's words: its label and what it is below.
 *
 * @example
 * import { belowMarketBadgeText } from "@dealer/core/pricing"
 * import { defaultTexts } from "@dealer/core/tenant"
 *
 * belowMarketBadgeText({ basis: "state", average: 31000, amount: 1000 }, defaultTexts)
 * // => { label: "Below Market Price", detail: "$1,000 below the state average market price" }
 */
export function belowMarketBadgeText(
  badge: BelowMarketBadge,
  texts: Pick<Texts, "belowMarketBadge" | "belowMarketState" | "belowMarketNational">
): { readonly label: string; readonly detail: string } {
  const template = badge.basis === "state" ? texts.belowMarketState : texts.belowMarketNational
  return { label: texts.belowMarketBadge, detail: fillText(template, { amount: formatMoney(badge.amount) }) }
}
