import type { Car } from "../stock/car.ts"

/** Cars priced at or below this are not valued (finance-forms document, section 5). */
export const AUTOGRAB_MIN_PRICE = 200

/**
 * Whether a car may be valued against the market (finance-forms document, section 5): status
 * in_stock, not sold, not reserved, and a price above 200.
 *
 * @example
 * import { isAutograbEligible } from "@dealer/core/gauge"
 *
 * isAutograbEligible({ status: "in_stock", sold: null, reserved: false, price: 201 }) // => true
 */
export function isAutograbEligible(car: Pick<Car, "status" | "sold" | "reserved" | "price">): boolean {
  return car.status === "in_stock" && car.sold !== true && car.reserved !== true && car.price > AUTOGRAB_MIN_PRICE
}
