import { isAfter, isValid, parseISO, subDays } from "date-fns"
import { isAvailable } from "./availability.ts"
import type { Car } from "./car.ts"

export interface VisibilityContext {
  readonly now: Date
  readonly includeSoldCarsDays: number
}

/**
 * Whether a car appears in a tenant's searches (section 4 of the finance-forms document):
 * shown on the dealer website, and in stock or coming soon, or sold within the tenant's
 * `include_sold_cars_days` (default 3).
 *
 * @example
 * isVisibleInSearch({ ...car, status: "sold", sold_date: "2026-11-21T00:00:00Z" }, { now, includeSoldCarsDays: 3 })
 */
export function isVisibleInSearch(
  car: Pick<Car, "status" | "show_on_dealer_website" | "sold_date">,
  context: VisibilityContext
): boolean {
  if (car.show_on_dealer_website === false) return false
  if (isAvailable(car)) return true
  if (car.status !== "sold" || !car.sold_date) return false
  const soldAt = parseISO(car.sold_date)
  return isValid(soldAt) && isAfter(soldAt, subDays(context.now, context.includeSoldCarsDays))
}
