import { Schema } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { decodeOrThrow } from "../shared/decode.ts"
import { defaultTexts } from "../tenant/texts.ts"
import { financeCalculatorValuesArbitrary, financeSettingsArbitrary } from "../testing/finance-arbitraries.ts"
import {
  balloonRange,
  clampToRange,
  depositRange,
  interestRange,
  loanAmountRange,
  termRange
} from "./calculator-bounds.ts"
import { clampFinanceCalculatorInput } from "./calculator-clamp.ts"
import { FinanceCalculatorInput } from "./calculator-input.ts"
import { loanAmountField } from "./loan-amount-field.ts"
import { FinanceSettings } from "./settings.ts"
import { termMonths, termSlider, termSliderPosition, termYearsAt } from "./term-slider.ts"

const settings = decodeOrThrow(FinanceSettings, {}, "finance settings")

describe("calculator bounds", () => {
  it("defaults to the specification's sliders", () => {
    expect(loanAmountRange(45_990, settings)).toEqual({
      min: 1000,
      max: 100_000,
      step: 500
    })
    expect(termRange(settings)).toEqual({ min: 1, max: 7, step: 0.5 })
    expect(interestRange(settings)).toEqual({ min: 0.5, max: 15, step: 0.5 })
    expect(depositRange(settings)).toEqual({ min: 0, max: 250_000, step: 500 })
    expect(balloonRange(settings)).toEqual({ min: 0, max: 250_000, step: 500 })
  })

  it("raises the maximum to 1.05 × the price of a car over the maximum where the tenant says so", () => {
    const follows = { ...settings, loan_amount_max_follows_price: true }
    expect(loanAmountRange(120_000, follows).max).toBe(126_000)
    expect(loanAmountRange(100_000, follows).max).toBe(100_000)
    expect(loanAmountRange(120_000, settings).max).toBe(100_000)
    expect(loanAmountRange(null, follows).max).toBe(100_000)
  })

  it("knows the 5,000 minimum and 250,000 maximum variants", () => {
    const variant = decodeOrThrow(FinanceSettings, { loan_amount_min: 5000, loan_amount_max: 250_000 }, "variant")
    expect(loanAmountRange(null, variant)).toEqual({
      min: 5000,
      max: 250_000,
      step: 500
    })
  })

  it("clamps to min or max, and an emptied field to the minimum", () => {
    const range = { min: 0.5, max: 15 }
    expect(clampToRange(20, range)).toBe(15)
    expect(clampToRange(-3, range)).toBe(0.5)
    expect(clampToRange(7, range)).toBe(7)
    expect(clampToRange(Number.NaN, range)).toBe(0.5)
  })
})

describe("loanAmountField", () => {
  const range = { min: 1000, max: 100_000, step: 500 }
  const message = "Cannot be less than $1,000 or more than $100,000"

  it("shows the bounds message at or beyond either bound, with money formatting", () => {
    expect(loanAmountField(1000, range, defaultTexts)).toEqual({
      value: 1000,
      error: message
    })
    expect(loanAmountField(100_000, range, defaultTexts)).toEqual({
      value: 100_000,
      error: message
    })
    expect(loanAmountField(150_000, range, defaultTexts)).toEqual({
      value: 150_000,
      error: message
    })
    expect(loanAmountField(30_000, range, defaultTexts)).toEqual({
      value: 30_000,
      error: null
    })
  })

  it("sets an amount of 0 or less to 0 and does not clamp it", () => {
    expect(loanAmountField(-500, range, defaultTexts).value).toBe(0)
    expect(loanAmountField(0, range, defaultTexts).value).toBe(0)
    expect(loanAmountField(Number.NaN, range, defaultTexts).value).toBe(0)
    expect(loanAmountField(500, range, defaultTexts).value).toBe(500)
  })

  it("uses the tenant's wording", () => {
    const texts = {
      financeAmountOutOfBounds: "Between {min} and {max} please"
    }
    expect(loanAmountField(1, { min: 5000, max: 250_000, step: 500 }, texts).error).toBe(
      "Between $5,000 and $250,000 please"
    )
  })
})

describe("term slider", () => {
  it("runs over years, 1 to 7 (or 1 to 5) in half years, showing 12 × years months", () => {
    const slider = termSlider(settings)
    expect(slider).toEqual({ kind: "years", min: 1, max: 7, step: 0.5 })
    expect(termYearsAt(9, slider)).toBe(7)
    expect(termYearsAt(5.5, termSlider({ ...settings, term_years_max: 5 }))).toBe(5)
    expect(termMonths(5.5)).toBe(66)
  })

  it("indexes into custom increments", () => {
    const slider = termSlider({ ...settings, term_increments: [1, 2, 3, 5] })
    expect(slider).toEqual({
      kind: "increments",
      values: [1, 2, 3, 5],
      min: 0,
      max: 3,
      step: 1
    })
    expect(termYearsAt(3, slider)).toBe(5)
    expect(termYearsAt(8, slider)).toBe(5)
    expect(termYearsAt(-1, slider)).toBe(1)
    expect(termSliderPosition(5, slider)).toBe(3)
    expect(termSliderPosition(4.2, slider)).toBe(3)
  })
})

describe("clampFinanceCalculatorInput", () => {
  it("keeps every value inside its bounds for any values and any tenant variant", () => {
    const accepts = Schema.is(FinanceCalculatorInput)
    fc.assert(
      fc.property(financeCalculatorValuesArbitrary, financeSettingsArbitrary, (values, variant) => {
        const input = clampFinanceCalculatorInput(values, variant)
        expect(accepts(input)).toBe(true)
        expect(input.deposit).toBeGreaterThanOrEqual(0)
        expect(input.deposit).toBeLessThanOrEqual(variant.deposit_max)
        expect(input.balloon).toBeLessThanOrEqual(variant.show_balloon ? variant.balloon_max : 0)
        if (variant.term_increments === null) {
          expect(input.termYears).toBeGreaterThanOrEqual(variant.term_years_min)
          expect(input.termYears).toBeLessThanOrEqual(variant.term_years_max)
        } else {
          expect(variant.term_increments).toContain(input.termYears)
        }
        if (!variant.uses_lender_rates) {
          expect(input.annualRatePercent).toBeGreaterThanOrEqual(variant.interest_min)
          expect(input.annualRatePercent).toBeLessThanOrEqual(variant.interest_max)
        }
        expect(input.amount).toBeGreaterThanOrEqual(0)
        if (values.amount > 0 && values.amount <= 1e12) expect(input.amount).toBe(values.amount)
        if (variant.monthly_only) expect(input.frequency).toBe("monthly")
      }),
      { numRuns: 2000 }
    )
  })
})
