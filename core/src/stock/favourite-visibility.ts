import { currentPrice } from "../pricing/current-price.ts"
import { isAvailable } from "./availability.ts"
import type { Car } from "./car.ts"
import type { StockSettings } from "./settings.ts"

/**
 * Whether the favourite control shows (section 5): hidden when the car is not purchasable
 * (not available) or the site does not store favourites. On the variant one tenant uses it is
 * also hidden when the price is 0 or less, the car has no images, or it is not used.
 *
 * @example
 * import { isFavouriteVisible } from "@dealer/core/stock"
 * import { exampleCar, exampleTenant } from "@dealer/core/testing"
 *
 * const settings = exampleTenant().stock
 *
 * const car = exampleCar()
 *
 * isFavouriteVisible({ ...car, status: "sold" }, settings) // => false
 */
export function isFavouriteVisible(
  car: Pick<Car, "status" | "price" | "offer_price" | "car_type" | "images" | "primary_image_url">,
  settings: Pick<StockSettings, "favourites_enabled" | "favourites_used_listed_only">
): boolean {
  if (!settings.favourites_enabled || !isAvailable(car)) return false
  if (!settings.favourites_used_listed_only) return true
  const hasImages = (car.images?.length ?? 0) > 0 || Boolean(car.primary_image_url)
  return currentPrice(car) > 0 && hasImages && car.car_type === "used"
}

/**
 * Whether the watchlist save control shows (section 4, "Watchlist save flow"): hidden for a sold
 * car that is not already saved, so a saved sold car can still be removed.
 *
 * @example
 * import { isWatchlistSaveVisible } from "@dealer/core/stock"
 *
 * isWatchlistSaveVisible({ status: "sold" }, true) // => true
 * isWatchlistSaveVisible({ status: "sold" }, false) // => false
 */
export function isWatchlistSaveVisible(car: Pick<Car, "status">, saved: boolean): boolean {
  return saved || isAvailable(car)
}
