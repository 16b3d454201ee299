import { currentPrice, hasListedPrice } from "../pricing/current-price.ts"
import type { Car } from "../stock/car.ts"

/**
 * The key "Lowest Price" sorts by, lowest first: a car's current price when it has a listed price
 * (more than the placeholder limit of 10), otherwise `Infinity`. Cars whose card reads PREORDER or
 * "Enquire for price." therefore follow every priced car instead of leading the list with prices
 * of $0; among themselves they keep the engine's tie order (car id).
 *
 * @example
 * import { lowestPriceSortKey } from "@dealer/core/search"
 *
 * lowestPriceSortKey({ price: 24990, offer_price: null }) // => 24990
 * lowestPriceSortKey({ price: 0, offer_price: null }) // Infinity
 */
export function lowestPriceSortKey(car: Pick<Car, "price" | "offer_price">): number {
  return hasListedPrice(car) ? currentPrice(car) : Number.POSITIVE_INFINITY
}
