import type { Car } from "./car.ts"

/**
 * In-stock and coming-soon cars are available: full buttons, price and finance show.
 * Any other status (sold, or one we do not know) shows the SOLD notice instead.
 *
 * @example
 * import { isAvailable } from "@dealer/core/stock"
 *
 * isAvailable({ status: "coming_soon" }) // => true
 */
export function isAvailable(car: Pick<Car, "status">): boolean {
  return car.status === "in_stock" || car.status === "coming_soon"
}
