import { hasListedPrice } from "../pricing/current-price.ts"
import type { Car } from "./car.ts"
import type { StockSettings } from "./settings.ts"

/**
 * Whether a car may be reserved online by deposit. The specification leaves the rule unshown; a
 * deposit holds a car that is on the yard, so it must be in stock, not already reserved or marked
 * sold, not a preorder, and carry a real price.
 *
 * @example
 * import { isReservable } from "@dealer/core/stock"
 *
 * isReservable({ status: "in_stock", reserved: false, sold: null, preorder: null, price: 30990, offer_price: null }) // => true
 */
export function isReservable(
  car: Pick<Car, "status" | "reserved" | "sold" | "preorder" | "price" | "offer_price">
): boolean {
  return (
    car.status === "in_stock" &&
    car.reserved !== true &&
    car.sold !== true &&
    car.preorder !== true &&
    hasListedPrice(car)
  )
}

/**
 * Whether the Buy Online (online purchase) link shows (finance-forms document, section 6): only
 * where the site offers it, for every reservable car or, on the `used-or-makes` variant, for used
 * cars and the listed makes (compared without regard to case).
 *
 * @example
 * import { isOnlinePurchasable } from "@dealer/core/stock"
 * import { exampleCar } from "@dealer/core/testing"
 *
 * const usedCar = exampleCar({ car_type: "used" })
 * isOnlinePurchasable(usedCar, { online_purchase: "used-or-makes", online_purchase_makes: ["Kia", "MG"] }) // => true
 */
export function isOnlinePurchasable(
  car: Pick<Car, "status" | "reserved" | "sold" | "preorder" | "price" | "offer_price" | "car_type" | "make">,
  settings: Pick<StockSettings, "online_purchase" | "online_purchase_makes">
): boolean {
  if (settings.online_purchase === "off" || !isReservable(car)) return false
  if (settings.online_purchase === "all") return true
  const make = car.make.trim().toLowerCase()
  return (
    car.car_type === "used" || settings.online_purchase_makes.some((listed) => listed.trim().toLowerCase() === make)
  )
}
