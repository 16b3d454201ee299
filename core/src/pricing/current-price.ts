import type { Car } from "../stock/car.ts"

/**
 * The price a shopper pays now: the reduced (offer) price when it undercuts the car price,
 * otherwise the car price.
 *
 * @example
 * currentPrice({ price: 30000, offer_price: 28990 }) // 28990
 */
export function currentPrice(car: Pick<Car, "price" | "offer_price">): number {
  const offer = car.offer_price ?? 0
  return offer > 0 && (car.price <= 0 || offer < car.price) ? offer : car.price
}
