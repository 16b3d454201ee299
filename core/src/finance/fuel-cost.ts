import type { FinanceSettings } from "./settings.ts"

/** What a fuel cost is worked out from: the price per litre, the distance per week and the consumption. */
export interface FuelCostInput {
  readonly kmPerWeek: number
  readonly litresPer100km: number
  readonly pricePerLitre: number
}

/**
 * The fuel calculator's starting values (section 5): $1.70 a litre, 250 km a week, and the
 * variant's combined consumption, or 10 L/100km when it has no figure (missing, zero or negative).
 *
 * @example
 * import { fuelCostDefaults } from "@dealer/core/finance"
 * import { exampleTenant } from "@dealer/core/testing"
 *
 * const settings = exampleTenant().finance
 *
 * fuelCostDefaults(null, settings) // => { kmPerWeek: 250, litresPer100km: 10, pricePerLitre: 1.7 }
 */
export function fuelCostDefaults(
  fuelConsumptionCombined: number | null | undefined,
  settings: Pick<FinanceSettings, "fuel_price_per_litre" | "fuel_km_per_week" | "fuel_default_consumption">
): FuelCostInput {
  const known = fuelConsumptionCombined !== null && fuelConsumptionCombined !== undefined && fuelConsumptionCombined > 0
  return {
    kmPerWeek: settings.fuel_km_per_week,
    litresPer100km: known ? fuelConsumptionCombined : settings.fuel_default_consumption,
    pricePerLitre: settings.fuel_price_per_litre
  }
}

/** Typed inputs beyond these are capped so that the product stays finite (1e12 at most). */
const FUEL_INPUT_CAP = {
  kmPerWeek: 1e6,
  litresPer100km: 1e3,
  pricePerLitre: 1e3
}

/**
 * Weekly fuel cost (section 5): distance / 100 × consumption × price, to 2 decimals. Negative or
 * missing inputs count as 0 and absurd ones are capped, so the result is never negative, NaN or
 * infinite.
 *
 * @example
 * import { fuelCost } from "@dealer/core/finance"
 *
 * fuelCost({ kmPerWeek: 250, litresPer100km: 10, pricePerLitre: 1.7 }) // => 42.5
 */
export function fuelCost(input: FuelCostInput): number {
  const usable = (key: keyof FuelCostInput) => {
    const value = input[key]
    return value > 0 ? Math.min(value, FUEL_INPUT_CAP[key]) : 0
  }
  const cost = (usable("kmPerWeek") / 100) * usable("litresPer100km") * usable("pricePerLitre")
  return Math.round(Number((cost * 100).toPrecision(12))) / 100
}

const BATTERY_ELECTRIC = /electric|\bev\b|\bbev\b/i
const BURNS_FUEL = /hybrid|plug-?in|phev|petrol|diesel|lpg/i

/**
 * The fuel calculator is hidden for electric vehicles (section 2); hybrids and plug-in hybrids
 * burn fuel and keep it.
 *
 * @example
 * import { showsFuelCalculator } from "@dealer/core/finance"
 *
 * showsFuelCalculator({ fuel: "Electric", simple_fuel: null }) // => false
 */
export function showsFuelCalculator(car: {
  readonly fuel?: string | null | undefined
  readonly simple_fuel?: string | null | undefined
}): boolean {
  const fuel = `${car.simple_fuel ?? ""} ${car.fuel ?? ""}`
  return !(BATTERY_ELECTRIC.test(fuel) && !BURNS_FUEL.test(fuel))
}
