import type { Car } from "../stock/car.ts"
import { carPath } from "../stock/car-card.ts"
import type { StockSettings } from "../stock/settings.ts"
import type { CheckoutKind } from "./checkout-kinds.ts"

/** The signed-in shopper's garage page (section 2 of document 001, "/my-garage"). */
export const GARAGE_PATH = "/my-garage"

/** The online purchase page (section 2 of document 000, `/checkout-journey?car_id={slug}`). */
export const ONLINE_PURCHASE_PATH = "/checkout-journey"

/**
 * The page a checkout of this kind lives at: `/cars/{slug}/{reserve_path}` for Reserve Now (the
 * tenant's `reserve_path`, `checkout` or `buy-online`), `/checkout-journey?car_id={slug}` for Buy Online.
 *
 * @example
 * import { checkoutPath } from "@dealer/core/checkout"
 *
 * checkoutPath({ slug: "hilux-t1" }, "reserve", { reserve_path: "buy-online" }) // => "/cars/hilux-t1/buy-online"
 */
export function checkoutPath(
  car: Pick<Car, "slug">,
  kind: CheckoutKind,
  settings: Pick<StockSettings, "reserve_path">
): string {
  return kind === "reserve"
    ? `${carPath(car)}/${settings.reserve_path}`
    : `${ONLINE_PURCHASE_PATH}?car_id=${encodeURIComponent(car.slug)}`
}
