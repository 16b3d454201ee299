import { isOnlinePurchasable, isReservable } from "../stock/purchase-eligibility.ts"
import type { Car } from "../stock/car.ts"
import type { StockSettings } from "../stock/settings.ts"
import type { Texts } from "../tenant/texts.ts"
import type { CheckoutKind } from "./checkout-kinds.ts"


/** Why a deposit is refused: the car is held already, or it is not offered this way. */
export type ReservationRefusal = "already-reserved" | "not-reservable"

type RefusalCar = Pick<Car, "status" | "reserved" | "sold" | "preorder" | "price" | "offer_price" | "car_type" | "make">

/**
 * Whether a car may take a deposit through this checkout now, or why not. A car reserved already
 * is refused as such (so a second shopper learns why); otherwise the site must offer the route
 * (Reserve Online, or Buy Online for this car) and the car must be reservable.
 *
 * @example
 * import { reservationRefusal } from "@dealer/core/checkout"
 * import { exampleCar, exampleTenant } from "@dealer/core/testing"
 *
 * const settings = { ...exampleTenant().stock, reserve_online: true }
 *
 * reservationRefusal(exampleCar({ reserved: true }), "reserve", settings) // => "already-reserved"
 */
export function reservationRefusal(
  car: RefusalCar,
  kind: CheckoutKind,
  settings: Pick<StockSettings, "reserve_online" | "online_purchase" | "online_purchase_makes">
): ReservationRefusal | null {
  if (car.reserved === true) return "already-reserved"
  const offered = kind === "reserve" ? settings.reserve_online && isReservable(car) : isOnlinePurchasable(car, settings)
  return offered ? null : "not-reservable"
}

/**
 * The message shown for a refusal, in the tenant's words.
 *
 * @example
 * import { reservationRefusalText } from "@dealer/core/checkout"
 * import { defaultTexts } from "@dealer/core/tenant"
 *
 * reservationRefusalText("already-reserved", defaultTexts) // => "Sorry, this car has already been reserved."
 */
export function reservationRefusalText(
  refusal: ReservationRefusal,
  texts: Pick<Texts, "checkoutAlreadyReserved" | "checkoutNotReservable">
): string {
  return refusal === "already-reserved" ? texts.checkoutAlreadyReserved : texts.checkoutNotReservable
}
