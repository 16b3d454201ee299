import { describe, expect, it } from "vitest"
import { decodeOrThrow } from "../shared/decode.ts"
import { defaultTexts } from "../tenant/texts.ts"
import { financeCalculatorDefaults } from "./calculator-defaults.ts"
import { financeCalculatorView, type FinanceCalculatorContext } from "./calculator-view.ts"
import { FinanceSettings } from "./settings.ts"

const settings = decodeOrThrow(FinanceSettings, {}, "finance settings")
const decode = (encoded: typeof FinanceSettings.Encoded) => decodeOrThrow(FinanceSettings, encoded, "finance variant")
const context: FinanceCalculatorContext = {
  settings,
  carPrice: 45_990,
  disclaimer: null,
  disclaimerExpanded: false,
  texts: defaultTexts
}

describe("financeCalculatorDefaults", () => {
  it("starts from the car price, 5 years, the configured rate, weekly, no deposit or balloon", () => {
    expect(financeCalculatorDefaults({ carPrice: 45_990, lenderRate: null }, settings)).toEqual({
      amount: 45_990,
      deposit: 0,
      balloon: 0,
      establishmentFee: 0,
      annualRatePercent: 10,
      termYears: 5,
      frequency: "weekly"
    })
  })

  it("falls back to the default amount, else 30,000, when the car has no price", () => {
    expect(financeCalculatorDefaults({ carPrice: null, lenderRate: null }, settings).amount).toBe(30_000)
    expect(financeCalculatorDefaults({ carPrice: 1, lenderRate: null }, settings).amount).toBe(30_000)
    const own = decode({ default_loan_amount: 20_000 })
    expect(financeCalculatorDefaults({ carPrice: 0, lenderRate: null }, own).amount).toBe(20_000)
  })

  it("follows the tenant's term, rate, fees and frequency variants", () => {
    const variant = decode({
      default_term_years: 6,
      default_interest_rate: 8.5,
      establishment_fee: 1300,
      monthly_only: true
    })
    expect(financeCalculatorDefaults({ carPrice: 45_990, lenderRate: 4.99 }, variant)).toMatchObject({
      termYears: 6,
      annualRatePercent: 8.5,
      establishmentFee: 1300,
      frequency: "monthly"
    })
    const lender = decode({ uses_lender_rates: true })
    expect(financeCalculatorDefaults({ carPrice: 45_990, lenderRate: 4.99 }, lender).annualRatePercent).toBe(4.99)
    const increments = decode({
      term_increments: [1, 3, 4],
      default_term_years: 5
    })
    expect(financeCalculatorDefaults({ carPrice: 45_990, lenderRate: null }, increments).termYears).toBe(4)
  })
})

describe("financeCalculatorView", () => {
  const defaults = financeCalculatorDefaults({ carPrice: 45_990, lenderRate: null }, settings)

  it("shows the weekly repayment, total and the Get Finance button", () => {
    // $45,990 at 10% over 260 weeks: 45990 × r / (1 − (1 + r)^−260), r = 0.1 / 52 → $224.94, total $58,484.95.
    const view = financeCalculatorView(defaults, context)
    expect(view.repayment).toEqual({
      quoted: true,
      repaymentText: "$225",
      totalText: "$58,485"
    })
    expect(view.financeButton).toBe("Get Finance")
    expect(view.amount).toEqual({
      value: 45_990,
      error: null,
      range: { min: 1000, max: 100_000, step: 500 }
    })
    expect(view.term).toMatchObject({ years: 5, months: 60, position: 5 })
    expect(view.frequency.options.map((option) => option.label)).toEqual(["Weekly", "Fortnightly", "Monthly"])
  })

  it("shows Enquire for Finance and a blank total for a small repayment", () => {
    const view = financeCalculatorView({ ...defaults, amount: 3000, termYears: 7 }, context)
    expect(view.repayment).toEqual({
      quoted: false,
      repaymentText: "Enquire for Finance",
      totalText: ""
    })
  })

  it("flags an amount beyond the bounds but still computes with it", () => {
    const view = financeCalculatorView({ ...defaults, amount: 120_000 }, context)
    expect(view.amount.error).toBe("Cannot be less than $1,000 or more than $100,000")
    expect(view.result.principal).toBe(120_000)
  })

  it("clamps the other inputs", () => {
    const view = financeCalculatorView({ ...defaults, annualRatePercent: 40, termYears: 12, deposit: -5 }, context)
    expect(view.interest.value).toBe(15)
    expect(view.term.years).toBe(7)
    expect(view.deposit.value).toBe(0)
  })

  it("hides or disables inputs for the tenant variants", () => {
    const monthlyOnly = financeCalculatorView(defaults, {
      ...context,
      settings: decode({ monthly_only: true })
    })
    expect(monthlyOnly.interest.disabled).toBe(true)
    expect(monthlyOnly.frequency).toEqual({
      value: "monthly",
      options: [{ value: "monthly", label: "Monthly" }]
    })
    expect(
      financeCalculatorView(defaults, {
        ...context,
        settings: decode({ uses_lender_rates: true })
      }).interest.hidden
    ).toBe(true)
    expect(
      financeCalculatorView(defaults, {
        ...context,
        settings: decode({ hide_interest_rate: true })
      }).interest.hidden
    ).toBe(true)
    const noBalloon = financeCalculatorView(
      { ...defaults, balloon: 9000 },
      { ...context, settings: decode({ show_balloon: false }) }
    )
    expect(noBalloon.balloon).toMatchObject({ hidden: true, value: 0 })
    expect(financeCalculatorView(defaults, context).interest).toMatchObject({
      hidden: false,
      disabled: false
    })
  })

  it("rounds the repayment up for dealers rounding up", () => {
    const view = financeCalculatorView(defaults, {
      ...context,
      settings: decode({ round_up_repayment: true })
    })
    expect(view.repayment).toEqual({
      quoted: true,
      repaymentText: "$225",
      totalText: "$58,500"
    })
    expect(view.result.kind === "quote" && view.result.repayment).toBe(225)
  })

  it("collapses the disclaimer for dealers that toggle it", () => {
    const disclaimer = "Finance is subject to approval. ".repeat(10)
    const plain = financeCalculatorView(defaults, { ...context, disclaimer })
    expect(plain.disclaimer).toEqual({ text: disclaimer, toggle: null })
    const collapsible = {
      ...context,
      disclaimer,
      settings: decode({ disclaimer_collapsible: true })
    }
    expect(financeCalculatorView(defaults, collapsible).disclaimer?.toggle?.label).toBe("Show More")
  })
})
