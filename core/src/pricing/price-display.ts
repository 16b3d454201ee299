import type { Car } from "../stock/car.ts"
import type { Texts } from "../tenant/texts.ts"
import { currentPrice, PLACEHOLDER_PRICE_LIMIT } from "./current-price.ts"
import { formatMoney } from "./money.ts"

/** A car's price as shown: the price with its was-price, the subscription per week, or the no-price text. */
export type PriceDisplay =
  | { readonly kind: "subscription"; readonly amount: number; readonly text: string; readonly suffix: string }
  | { readonly kind: "price"; readonly amount: number; readonly text: string; readonly wasText: string | null }
  | { readonly kind: "preorder"; readonly text: string }
  | { readonly kind: "none"; readonly text: string }

/** What a price display depends on besides the car: whether subscriptions are offered, and the texts. */
export interface PriceDisplayContext {
  readonly offersSubscription: boolean
  readonly texts: Pick<Texts, "noPrice" | "preorder" | "perWeek">
}

type PricedCar = Pick<Car, "price" | "offer_price" | "before_price" | "subscription_price" | "preorder">

/**
 * Price display priority (section 4): a positive subscription price for subscription dealers
 * (per week); else the reduced or car price if greater than 10; else PREORDER if preorder is set;
 * else the configured no-price text. A was-price shows when before_price exceeds the current price.
 *
 * @example
 * import { priceDisplay } from "@dealer/core/pricing"
 * import { priceContextOf } from "@dealer/core/stock"
 * import { exampleTenant } from "@dealer/core/testing"
 *
 * priceDisplay({ price: 45990, before_price: 49990 }, priceContextOf(exampleTenant()))
 * // => { kind: "price", amount: 45990, text: "$45,990", wasText: "$49,990" }
 */
export function priceDisplay(car: PricedCar, context: PriceDisplayContext): PriceDisplay {
  const subscription = car.subscription_price ?? 0
  if (context.offersSubscription && subscription > 0) {
    return { kind: "subscription", amount: subscription, text: formatMoney(subscription), suffix: context.texts.perWeek }
  }
  const amount = currentPrice(car)
  if (amount > PLACEHOLDER_PRICE_LIMIT) {
    const before = car.before_price ?? 0
    return { kind: "price", amount, text: formatMoney(amount), wasText: before > amount ? formatMoney(before) : null }
  }
  if (car.preorder === true) return { kind: "preorder", text: context.texts.preorder }
  return { kind: "none", text: context.texts.noPrice }
}
