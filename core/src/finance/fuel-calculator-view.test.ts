import { describe, expect, it } from "vitest"
import { decodeOrThrow } from "../shared/decode.ts"
import { defaultTexts } from "../tenant/texts.ts"
import { formatFuelCost, fuelCalculatorView, parseFuelInput } from "./fuel-calculator-view.ts"
import { FinanceSettings } from "./settings.ts"

const settings = decodeOrThrow(FinanceSettings, {}, "finance settings")
const petrol = { fuel: "Petrol", fuelConsumptionCombined: 7.6 }

describe("fuelCalculatorView", () => {
  it("starts from $1.70/L, 250 kms/week and the variant's consumption, with labelled inputs", () => {
    const view = fuelCalculatorView(petrol, {}, settings, defaultTexts)
    expect(view?.title).toBe("Fuel Cost Calculator")
    expect(view?.fields.map((field) => [field.label, field.value])).toEqual([
      ["Fuel price ($/L)", "1.70"],
      ["Distance (kms/week)", "250"],
      ["Fuel consumption (L/100km)", "7.6"]
    ])
    expect(view?.cost).toBe(32.3)
    expect(view?.result).toBe("Estimated fuel cost: $32.30 per week")
  })

  it("uses 10 L/100km when the variant has no figure", () => {
    const view = fuelCalculatorView({ fuel: "Diesel", fuelConsumptionCombined: null }, {}, settings, defaultTexts)
    expect(view?.fields[2]?.value).toBe("10")
    expect(view?.result).toBe("Estimated fuel cost: $42.50 per week")
  })

  it("recomputes from what is typed, keeping the text as typed", () => {
    const view = fuelCalculatorView(petrol, { pricePerLitre: "2", kmPerWeek: "400" }, settings, defaultTexts)
    expect(view?.fields.map((field) => field.value)).toEqual(["2", "400", "7.6"])
    // 400 / 100 × 7.6 × 2
    expect(view?.cost).toBe(60.8)
    expect(view?.result).toBe("Estimated fuel cost: $60.80 per week")
    expect(fuelCalculatorView(petrol, { kmPerWeek: "" }, settings, defaultTexts)?.result).toBe(
      "Estimated fuel cost: $0.00 per week"
    )
  })

  it("is absent for an electric vehicle but shown for a hybrid", () => {
    expect(fuelCalculatorView({ fuel: "Electric", fuelConsumptionCombined: null }, {}, settings, defaultTexts)).toBeNull()
    expect(
      fuelCalculatorView({ fuel: "Hybrid Electric/Petrol", fuelConsumptionCombined: 4.2 }, {}, settings, defaultTexts)
    ).not.toBeNull()
  })

  it("follows the tenant's defaults and texts", () => {
    const tenant = decodeOrThrow(FinanceSettings, { fuel_price_per_litre: 2.1, fuel_km_per_week: 100 }, "finance")
    const texts = { ...defaultTexts, fuelCostResult: "About {cost} a week" }
    expect(fuelCalculatorView({ fuelConsumptionCombined: 10 }, {}, tenant, texts)?.result).toBe("About $21.00 a week")
  })
})

describe("fuel input and cost text", () => {
  it("reads typed numbers, a decimal comma, and blank or junk as 0", () => {
    expect(parseFuelInput(" 1.85 ")).toBe(1.85)
    expect(parseFuelInput("1,85")).toBe(1.85)
    expect(parseFuelInput("")).toBe(0)
    expect(parseFuelInput("abc")).toBe(0)
  })

  it("shows dollars and cents with thousands commas", () => {
    expect(formatFuelCost(42.5)).toBe("$42.50")
    expect(formatFuelCost(1234.5)).toBe("$1,234.50")
    expect(formatFuelCost(0)).toBe("$0.00")
  })
})
