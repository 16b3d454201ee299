import { PLACEHOLDER_PRICE_LIMIT } from "../pricing/current-price.ts"
import { isAvailable } from "./availability.ts"
import type { Car } from "./car.ts"

/** Similar cars shown on the vehicle page (section 9). */
export const SIMILAR_CARS_LIMIT = 6

type SimilarCar = Pick<Car, "id" | "make" | "model" | "price" | "status">

/**
 * How far a similar car's price may stray (section 5): plus or minus 10,000 when the price is under
 * 50,000, else plus or minus 25,000.
 *
 * @example
 * import { similarPriceBand } from "@dealer/core/stock"
 *
 * similarPriceBand(49_999) // => 10000
 * similarPriceBand(50_000) // => 25000
 */
export function similarPriceBand(price: number): number {
  return price < 50_000 ? 10_000 : 25_000
}

const sameModel = (a: SimilarCar, b: SimilarCar) =>
  a.make.trim().toLowerCase() === b.make.trim().toLowerCase() &&
  a.model.trim().toLowerCase() === b.model.trim().toLowerCase()

/**
 * Up to 6 similar cars for a vehicle page (section 5): other available cars priced within the
 * band around this car's price, the same make and model first, then the closest in price (ties
 * keep the candidates' order). A car without a real price has no band, so only the same model
 * qualifies.
 *
 * @example
 * import { similarCars } from "@dealer/core/stock"
 * import { exampleCar } from "@dealer/core/testing"
 *
 * const hilux = exampleCar()
 * const searchHits = [
 *   exampleCar({ id: 2, price: 49990 }),
 *   exampleCar({ id: 3, make: "Ford", model: "Ranger", price: 51990 }),
 *   exampleCar({ id: 4, make: "Ford", model: "Ranger", price: 89990 })
 * ]
 *
 * similarCars(hilux, searchHits).map((car) => car.id) // => [2, 3]
 */
export function similarCars<C extends SimilarCar>(
  car: SimilarCar,
  candidates: ReadonlyArray<C>,
  limit: number = SIMILAR_CARS_LIMIT
): ReadonlyArray<C> {
  const priced = car.price > PLACEHOLDER_PRICE_LIMIT
  const band = similarPriceBand(car.price)
  const seen = new Set<number>([car.id])
  const eligible = candidates.filter((candidate) => {
    if (seen.has(candidate.id) || !isAvailable(candidate)) return false
    seen.add(candidate.id)
    if (!priced) return sameModel(car, candidate)
    return candidate.price > PLACEHOLDER_PRICE_LIMIT && Math.abs(candidate.price - car.price) <= band
  })
  const rank = (candidate: C) => [sameModel(car, candidate) ? 0 : 1, Math.abs(candidate.price - car.price)] as const
  return eligible
    .map((candidate, order) => ({ candidate, order, rank: rank(candidate) }))
    .sort((a, b) => a.rank[0] - b.rank[0] || a.rank[1] - b.rank[1] || a.order - b.order)
    .slice(0, Math.max(0, Math.min(limit, SIMILAR_CARS_LIMIT)))
    .map(({ candidate }) => candidate)
}
