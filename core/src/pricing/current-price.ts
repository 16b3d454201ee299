import type { Car } from "../stock/car.ts"

/** Prices of 10 or less are placeholders in dealer systems, never a real price. */
export const PLACEHOLDER_PRICE_LIMIT = 10

/**
 * The price a shopper pays now: the reduced (offer) price when it undercuts the car price,
 * otherwise the car price.
 *
 * @example
 * import { currentPrice } from "@dealer/core/pricing"
 *
 * currentPrice({ price: 30000, offer_price: 28990 }) // => 28990
 */
export function currentPrice(car: Pick<Car, "price" | "offer_price">): number {
  const offer = car.offer_price ?? 0
  return offer > 0 && (car.price <= 0 || offer < car.price) ? offer : car.price
}

/**
 * Whether a car has a real price to show and sell at (more than the placeholder limit of 10).
 *
 * @example
 * import { hasListedPrice } from "@dealer/core/pricing"
 *
 * hasListedPrice({ price: 10, offer_price: null }) // => false
 */
export function hasListedPrice(car: Pick<Car, "price" | "offer_price">): boolean {
  return currentPrice(car) > PLACEHOLDER_PRICE_LIMIT
}
