import type { Car } from "./car.ts"

/**
 * The word for the vehicle in shopper-facing sentences ("this caravan recently sold").
 *
 * @example
 * import { vehicleType } from "@dealer/core/stock"
 *
 * vehicleType({ item_type: "caravan" }) // => "caravan"
 */
export function vehicleType(car: Pick<Car, "item_type">): string {
  const itemType = car.item_type?.trim().toLowerCase()
  return itemType ? itemType : "car"
}
