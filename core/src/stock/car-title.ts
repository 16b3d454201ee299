import type { Car } from "./car.ts"

/**
 * A car's card title: year, make, model, badge and series.
 *
 * @example
 * import { carTitle } from "@dealer/core/stock"
 *
 * carTitle({ year: 2022, make: "Toyota", model: "Hilux", badge: "SR5", series: null }) // => "2022 Toyota Hilux SR5"
 */
export function carTitle(car: Pick<Car, "year" | "make" | "model" | "badge" | "series">): string {
  return [String(car.year), car.make, car.model, car.badge, car.series]
    .map((part) => part?.trim())
    .filter((part): part is string => Boolean(part))
    .join(" ")
}
