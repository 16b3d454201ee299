import { formatThousands } from "../pricing/money.ts"
import type { Car } from "./car.ts"

const carTypeLabels: Readonly<Record<Car["car_type"], string | null>> = {
  new: "New",
  used: "Used",
  demo: "Demo",
  other: null
}

/**
 * The default attribute chips of a car card: car_type, simple_body, km, simple_transmission, stocknum.
 *
 * @example
 * import { cardChips } from "@dealer/core/stock"
 * import { exampleCar } from "@dealer/core/testing"
 *
 * const car = exampleCar()
 *
 * cardChips(car) // => ["Used", "Ute", "45,120 km", "Automatic", "Stock# T1234"]
 */
export function cardChips(
  car: Pick<Car, "car_type" | "simple_body" | "km" | "simple_transmission" | "stocknum">
): ReadonlyArray<string> {
  const chips = [
    carTypeLabels[car.car_type],
    car.simple_body,
    `${formatThousands(car.km)} km`,
    car.simple_transmission,
    car.stocknum ? `Stock# ${car.stocknum}` : null
  ]
  return chips.filter((chip): chip is string => Boolean(chip))
}
