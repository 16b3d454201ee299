import type { Texts } from "../tenant/texts.ts"
import { fuelCost, fuelCostDefaults, showsFuelCalculator, type FuelCostInput } from "./fuel-cost.ts"
import type { FinanceSettings } from "./settings.ts"

/** The calculator's three inputs, in the order shown. */
export type FuelField = keyof FuelCostInput
/** The fuel calculator's fields, in the order the page shows them. */
export const fuelFields: ReadonlyArray<FuelField> = ["pricePerLitre", "kmPerWeek", "litresPer100km"]

/** What the shopper has typed so far, field by field (a field not typed in keeps its default). */
export type FuelTyped = Partial<Readonly<Record<FuelField, string>>>

/** The texts the fuel cost calculator shows. */
export type FuelCalculatorTexts = Pick<
  Texts,
  | "fuelCalculatorTitle"
  | "fuelPricePerLitre"
  | "fuelKmPerWeek"
  | "fuelConsumption"
  | "fuelCostResult"
  | "fuelCostNote"
>

/** The car facts the calculator reads: its fuel (to hide it for EVs) and its combined consumption. */
export interface FuelCalculatorCar {
  readonly fuel?: string | null | undefined
  readonly simple_fuel?: string | null | undefined
  readonly fuelConsumptionCombined: number | null | undefined
}

/** The fuel cost calculator as the page draws it: its fields and the weekly, monthly and yearly costs. */
export interface FuelCalculatorView {
  readonly title: string
  readonly fields: ReadonlyArray<{
    readonly key: FuelField
    readonly label: string
    /** The input's text: as typed, else the default. */
    readonly value: string
    readonly step: number
  }>
  readonly cost: number
  /** E.g. "Estimated fuel cost: $42.50 per week". */
  readonly result: string
  readonly note: string
}

const STEPS: Readonly<Record<FuelField, number>> = { pricePerLitre: 0.01, kmPerWeek: 10, litresPer100km: 0.1 }

/**
 * A typed number: blank or unreadable text counts as 0 (the cost then reads $0.00 rather than
 * vanishing while the shopper retypes); a decimal comma is read as a point.
 *
 * @example
 * import { parseFuelInput } from "@dealer/core/finance"
 *
 * parseFuelInput("1,85") // => 1.85
 */
export function parseFuelInput(text: string): number {
  const value = Number(text.trim().replace(",", "."))
  return text.trim() === "" || !Number.isFinite(value) ? 0 : value
}

/**
 * Dollars and cents with thousands commas, as a per-week fuel cost reads.
 *
 * @example
 * import { formatFuelCost } from "@dealer/core/finance"
 *
 * formatFuelCost(1234.5) // => "$1,234.50"
 */
export function formatFuelCost(amount: number): string {
  const [whole = "0", cents = "00"] = Math.max(0, amount).toFixed(2).split(".")
  return `$${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",")}.${cents}`
}

/**
 * The fuel cost calculator (001 sections 2 and 5): null for an electric vehicle; otherwise its
 * three labelled inputs (starting at $1.70/L, 250 kms/week and the variant's L/100km, or 10) and
 * the weekly cost of what is typed, to 2 decimals.
 *
 * @example
 * import { fuelCalculatorView } from "@dealer/core/finance"
 * import { defaultTexts } from "@dealer/core/tenant"
 * import { exampleTenant } from "@dealer/core/testing"
 *
 * const settings = exampleTenant().finance
 *
 * fuelCalculatorView({ fuel: "Petrol", fuelConsumptionCombined: null }, {}, settings, defaultTexts)?.result
 * // => "Estimated fuel cost: $42.50 per week"
 */
export function fuelCalculatorView(
  car: FuelCalculatorCar,
  typed: FuelTyped,
  settings: Pick<FinanceSettings, "fuel_price_per_litre" | "fuel_km_per_week" | "fuel_default_consumption">,
  texts: FuelCalculatorTexts
): FuelCalculatorView | null {
  if (!showsFuelCalculator(car)) return null
  const defaults = fuelCostDefaults(car.fuelConsumptionCombined, settings)
  const text = (key: FuelField) =>
    typed[key] ?? (key === "pricePerLitre" ? defaults[key].toFixed(2) : String(defaults[key]))
  const labels: Readonly<Record<FuelField, string>> = {
    pricePerLitre: texts.fuelPricePerLitre,
    kmPerWeek: texts.fuelKmPerWeek,
    litresPer100km: texts.fuelConsumption
  }
  const cost = fuelCost({
    pricePerLitre: parseFuelInput(text("pricePerLitre")),
    kmPerWeek: parseFuelInput(text("kmPerWeek")),
    litresPer100km: parseFuelInput(text("litresPer100km"))
  })
  return {
    title: texts.fuelCalculatorTitle,
    fields: fuelFields.map((key) => ({ key, label: labels[key], value: text(key), step: STEPS[key] })),
    cost,
    result: texts.fuelCostResult.replace("{cost}", formatFuelCost(cost)),
    note: texts.fuelCostNote
  }
}
