import { PLACEHOLDER_PRICE_LIMIT } from "../pricing/current-price.ts"
import type { Car } from "../stock/car.ts"
import { similarPriceBand } from "../stock/similar-cars.ts"
import { emptyStockQuery, type StockQuery } from "./stock-query.ts"

/**
 * The searches whose first pages are a car's similar-car candidates (section 5, ranked by
 * `similarCars`): the same make and model, and, when the car has a real price, every car within
 * its price band (never below 0). A car without a price is only like its own model.
 *
 * @example
 * import { similarCarQueries } from "@dealer/core"
 *
 * similarCarQueries({ make: "Mazda", model: "CX-5", price: 30_000 }).map((query) => query.ranges)
 * // => [{}, { price: { min: 20000, max: 40000 } }]
 */
export function similarCarQueries(car: Pick<Car, "make" | "model" | "price">): ReadonlyArray<StockQuery> {
  const sameModel: StockQuery = { ...emptyStockQuery, filters: { make: [car.make], model: [car.model] } }
  if (car.price <= PLACEHOLDER_PRICE_LIMIT) return [sameModel]
  const band = similarPriceBand(car.price)
  return [sameModel, { ...emptyStockQuery, ranges: { price: { min: Math.max(0, car.price - band), max: car.price + band } } }]
}
