import { hasListedPrice } from "../pricing/current-price.ts"
import { isAvailable } from "../stock/availability.ts"
import type { Car } from "../stock/car.ts"

type RankedCar = Pick<Car, "status" | "price" | "offer_price"> &
  Partial<Pick<Car, "custom_rank" | "images" | "primary_image_url" | "photos_count">>

const hasPhoto = (car: RankedCar) =>
  (car.images?.length ?? 0) > 0 || Boolean(car.primary_image_url) || (car.photos_count ?? 0) > 0

/**
 * A car's place in "Most Relevant" order (the index is ordered by `custom_rank` descending,
 * section 7): the feed's own `custom_rank` when it sends one; otherwise 4 for an available car,
 * plus 2 with a photo, plus 1 with a real price (0 to 7), so complete, buyable listings lead.
 *
 * @example
 * import { customRank } from "@dealer/core/search"
 *
 * customRank({ status: "in_stock", price: 30990, offer_price: null, photos_count: 12 }) // => 7
 */
export function customRank(car: RankedCar): number {
  if (typeof car.custom_rank === "number" && Number.isFinite(car.custom_rank)) return car.custom_rank
  return (isAvailable(car) ? 4 : 0) + (hasPhoto(car) ? 2 : 0) + (hasListedPrice(car) ? 1 : 0)
}
