import { isAfter, isValid, parseISO, subDays } from "date-fns"
import { isAvailable } from "./availability.ts"
import type { Car } from "./car.ts"
import type { StockSettings } from "./settings.ts"

/**
 * A tenant's stock visibility rules at a moment. Only `now` and `includeSoldCarsDays` are required;
 * each other rule applies when given.
 */
export interface VisibilityContext {
  readonly now: Date
  readonly includeSoldCarsDays: number
  /** Cars priced below this are hidden (`null`: no price rule). */
  readonly minPrice?: number | null
  /** Conditions listed (empty: all). */
  readonly carTypes?: StockSettings["visible_car_types"]
  readonly hiddenStatuses?: StockSettings["hidden_statuses"]
  readonly requirePhotos?: boolean
  readonly excludedStockNumbers?: ReadonlyArray<string>
  /** Lowest-price-first sorting also needs a positive price. */
  readonly priceAscendingRequiresPrice?: boolean
}

/** The fields the visibility rules read; all but the status may be missing. */
export type VisibilityCar = Pick<Car, "status"> &
  Partial<
    Pick<
      Car,
      | "show_on_dealer_website"
      | "sold_date"
      | "sold_date_timestamp"
      | "price"
      | "car_type"
      | "images"
      | "primary_image_url"
      | "photos_count"
      | "stocknum"
    >
  >

function soldAt(car: VisibilityCar): Date | null {
  if (car.sold_date) {
    const date = parseISO(car.sold_date)
    if (isValid(date)) return date
  }
  const seconds = car.sold_date_timestamp
  return seconds !== undefined && seconds !== null ? new Date(seconds * 1000) : null
}

function isRecentlySold(car: VisibilityCar, context: VisibilityContext): boolean {
  if (car.status !== "sold") return false
  const date = soldAt(car)
  return date !== null && isAfter(date, subDays(context.now, context.includeSoldCarsDays))
}

const hasPhoto = (car: VisibilityCar) =>
  (car.images?.length ?? 0) > 0 || Boolean(car.primary_image_url) || (car.photos_count ?? 0) > 0

const normalStockNumber = (stocknum: string) => stocknum.trim().toLowerCase()

function passesSiteRules(car: VisibilityCar, context: VisibilityContext): boolean {
  const { minPrice, carTypes, hiddenStatuses, excludedStockNumbers } = context
  if (minPrice !== undefined && minPrice !== null && (car.price ?? Number.NEGATIVE_INFINITY) < minPrice) return false
  if (carTypes !== undefined && carTypes.length > 0 && !carTypes.some((type) => type === car.car_type)) return false
  if (hiddenStatuses !== undefined && hiddenStatuses.some((status) => status === car.status)) return false
  if (context.requirePhotos === true && !hasPhoto(car)) return false
  const stocknum = car.stocknum ? normalStockNumber(car.stocknum) : null
  return stocknum === null || !excludedStockNumbers?.some((excluded) => normalStockNumber(excluded) === stocknum)
}

/**
 * Whether a car appears in a tenant's searches (finance-forms document section 4; stock document
 * section 5, "Stock filters hide cars per site"): shown on the dealer website; in stock or coming
 * soon, or sold within `include_sold_cars_days` (default 3, by `sold_date` or
 * `sold_date_timestamp`); and through the site's price, condition, status, photo and excluded
 * stock number rules.
 *
 * @example
 * import { isVisibleInSearch } from "@dealer/core/stock"
 * import { exampleCar } from "@dealer/core/testing"
 *
 * const car = exampleCar()
 * const now = new Date("2026-03-02T10:00:00+10:00")
 *
 * isVisibleInSearch({ ...car, status: "sold", sold_date: "2026-11-21T00:00:00Z" }, { now, includeSoldCarsDays: 3 })
 */
export function isVisibleInSearch(car: VisibilityCar, context: VisibilityContext): boolean {
  if (car.show_on_dealer_website === false) return false
  if (!isAvailable(car) && !isRecentlySold(car, context)) return false
  return passesSiteRules(car, context)
}

/**
 * Visibility in a lowest-price-first search: on sites that ask for it, a car also needs a
 * positive price there.
 *
 * @example
 * import { isVisibleInPriceAscending, visibilityContextOf } from "@dealer/core/stock"
 * import { exampleTenant } from "@dealer/core/testing"
 *
 * const context = visibilityContextOf(exampleTenant(), new Date("2026-03-02T00:00:00Z"))
 * isVisibleInPriceAscending({ status: "in_stock", price: 0 }, { ...context, priceAscendingRequiresPrice: true }) // => false
 */
export function isVisibleInPriceAscending(car: VisibilityCar, context: VisibilityContext): boolean {
  if (context.priceAscendingRequiresPrice === true && !((car.price ?? 0) > 0)) return false
  return isVisibleInSearch(car, context)
}
