import { describe, expect, it } from "vitest"
import { decodeOrThrow } from "../shared/decode.ts"
import { defaultTexts } from "../tenant/texts.ts"
import { financeLenderKey, financeLenderNames } from "./lender-key.ts"
import type { FinanceLenderRecord } from "./lender-record.ts"
import { lenderStrips, type LenderStripsInput } from "./lender-strips.ts"
import { FinanceSettings } from "./settings.ts"

const settings = decodeOrThrow(FinanceSettings, {}, "finance settings")
const now = new Date("2026-06-01T00:00:00Z")
const record: FinanceLenderRecord = {
  interestRate: 6.29,
  comparisonRate: 8.19,
  paymentWeek: 112,
  paymentMonth: 485,
  termYears: 5,
  deposit: 0,
  balloon: 0,
  disclaimer: "Rates from 6.29% p.a."
}
const everyLender = Object.fromEntries(financeLenderNames.map((name) => [financeLenderKey(name), record]))
const car = { year: 2022, price: 45_990, status: "in_stock", finance_lenders: everyLender } as const
const strips = (overrides: Partial<LenderStripsInput["car"]> = {}, manufacturer: string | null = "Toyota") =>
  lenderStrips({ car: { ...car, ...overrides }, manufacturer, now }, settings, defaultTexts).map((strip) => strip.lender)

describe("lenderStrips", () => {
  it("shows one strip per named lender the car qualifies for, in the specification's order", () => {
    expect(strips()).toEqual([...financeLenderNames])
  })

  it("reads each strip from the lender's record: weekly, and monthly for Nissan Finance; no disclaimer", () => {
    const [taurus] = lenderStrips({ car, manufacturer: null, now }, settings, defaultTexts)
    expect(taurus?.summary.payment).toEqual({ amount: 112, text: "$112", suffix: "/week" })
    expect(taurus?.summary.items.map((item) => item.text)).toEqual(["6.29%", "8.19%", "5 years", "$0", "$0"])
    expect(taurus?.summary).not.toHaveProperty("disclaimer")
    const nissan = lenderStrips({ car, manufacturer: "Nissan", now }, settings, defaultTexts).find(
      (strip) => strip.lender === "Nissan Finance"
    )
    expect(nissan?.summary.payment).toEqual({ amount: 485, text: "$485", suffix: "/month" })
  })

  it("shows none on a Suzuki site, for an excluded dealer, or for a car that is not available", () => {
    expect(strips({}, "Suzuki")).toEqual([])
    expect(strips({ status: "sold" })).toEqual([])
    expect(
      lenderStrips({ car: { ...car, dealership_slug: "excluded" }, manufacturer: null, now }, { ...settings, summary_excluded_dealer_slugs: ["excluded"] }, defaultTexts)
    ).toEqual([])
    expect(strips({ finance_lenders: null })).toEqual([])
  })

  it("needs an interest rate and a comparison rate from every lender", () => {
    expect(strips({ finance_lenders: { taurus: { ...record, comparisonRate: null }, manual: { ...record, interestRate: null } } })).toEqual([])
  })

  it("drops Taurus for a car over 12 years old, keeping the others", () => {
    expect(strips({ year: 2013 })).toEqual(financeLenderNames.filter((name) => name !== "Taurus"))
    expect(strips({ year: 2014 })).toEqual([...financeLenderNames])
  })

  it("keeps only Manual and Nissan Finance for a car priced 500 or less", () => {
    expect(strips({ price: 500 })).toEqual(["Manual", "Nissan Finance"])
  })

  it("needs a weekly payment from the other lenders and a monthly one from Nissan Finance", () => {
    const weeklyOnly = { ...record, paymentMonth: null }
    const monthlyOnly = { ...record, paymentWeek: null }
    const all = (value: FinanceLenderRecord) => Object.fromEntries(financeLenderNames.map((name) => [financeLenderKey(name), value]))
    expect(strips({ finance_lenders: all(weeklyOnly) })).toEqual(financeLenderNames.filter((name) => name !== "Nissan Finance"))
    expect(strips({ finance_lenders: all(monthlyOnly) })).toEqual(["Taurus", "Manual", "Nissan Finance"])
  })
})
