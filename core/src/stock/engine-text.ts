import type { Car } from "./car.ts"

const text = (value: string | null | undefined) => value?.trim() || null

/**
 * "2.8L 4 cyl Turbo" from what the car and its variant know; null when they know none of it.
 */
export function engineText(car: Pick<Car, "engine_size_litres" | "variant">): string | null {
  const litres = car.variant?.enginesize_litres ?? car.engine_size_litres
  const cylinders = car.variant?.cylinders
  const parts = [
    litres != null && litres > 0 ? `${Math.round(litres * 10) / 10}L` : null,
    cylinders != null && cylinders > 0 ? `${cylinders} cyl` : null,
    text(car.variant?.induction)
  ]
  return parts.filter(Boolean).join(" ") || null
}
