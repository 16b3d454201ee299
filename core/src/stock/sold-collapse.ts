import { isAvailable } from "./availability.ts"
import type { Car } from "./car.ts"

/**
 * Collapses each run of consecutive sold cars in a result list to its first car, keeping order
 * (section 4, "Search state"). When every car is sold the list is left whole, so a search of
 * sold stock still shows it.
 *
 * @example
 * import { collapseSoldRuns } from "@dealer/core/stock"
 *
 * const available = { id: 1, status: "in_stock" as const }
 * const sold1 = { id: 2, status: "sold" as const }
 * const sold2 = { id: 3, status: "sold" as const }
 * const available2 = { id: 4, status: "in_stock" as const }
 * collapseSoldRuns([available, sold1, sold2, available2]) // => [available, sold1, available2]
 */
export function collapseSoldRuns<C extends Pick<Car, "status">>(cars: ReadonlyArray<C>): ReadonlyArray<C> {
  if (cars.every((car) => !isAvailable(car))) return cars
  return cars.filter((car, index) => {
    if (isAvailable(car)) return true
    const previous = cars[index - 1]
    return previous === undefined || isAvailable(previous)
  })
}
