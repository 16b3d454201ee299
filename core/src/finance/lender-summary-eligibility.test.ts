import { describe, expect, it } from "vitest"
import { decodeOrThrow } from "../shared/decode.ts"
import { financeLenderKey, financeLenderNames, financeLenderRecordFor } from "./lender-key.ts"
import type { FinanceLenderRecord } from "./lender-record.ts"
import {
  isLenderSummaryEligible,
  lenderSummaryRuleFor,
  type LenderSummarySubject
} from "./lender-summary-eligibility.ts"
import { FinanceSettings } from "./settings.ts"

const settings = decodeOrThrow(FinanceSettings, {}, "finance settings")
const now = new Date("2026-06-01T00:00:00Z")
const record: FinanceLenderRecord = {
  interestRate: 6.29,
  comparisonRate: 8.19,
  paymentWeek: 112,
  paymentMonth: 485
}
const subject = (lender: string, overrides: Partial<LenderSummarySubject> = {}): LenderSummarySubject => ({
  lender,
  record,
  car: {
    year: 2022,
    price: 45_990,
    status: "in_stock",
    dealership_slug: "example-motors",
    dealership_id: 7
  },
  manufacturer: "Toyota",
  now,
  ...overrides
})
const eligible = (s: LenderSummarySubject) => isLenderSummaryEligible(s, settings)

describe("financeLenderKey", () => {
  it("lowercases the eight lenders' names and turns spaces into underscores", () => {
    expect(financeLenderNames.map(financeLenderKey)).toEqual([
      "taurus",
      "car_clarity",
      "manual",
      "360_finance",
      "angle",
      "powertorque",
      "nissan_finance",
      "ausloans"
    ])
    expect(financeLenderKey("  Nissan   Finance ")).toBe("nissan_finance")
    expect(financeLenderRecordFor({ car_clarity: record }, "Car Clarity")).toBe(record)
    expect(financeLenderRecordFor(null, "Car Clarity")).toBeUndefined()
  })
})

describe("isLenderSummaryEligible", () => {
  it("shows every named lender for an available, priced, recent car with full figures", () => {
    for (const lender of financeLenderNames) expect(eligible(subject(lender))).toBe(true)
  })

  it("needs a record with an interest rate and a comparison rate", () => {
    for (const lender of financeLenderNames) {
      expect(eligible(subject(lender, { record: undefined }))).toBe(false)
      expect(eligible(subject(lender, { record: { ...record, interestRate: null } }))).toBe(false)
      expect(eligible(subject(lender, { record: { ...record, comparisonRate: null } }))).toBe(false)
    }
  })

  it("never shows on a Suzuki site or for an excluded dealer slug or dealer", () => {
    expect(eligible(subject("Manual", { manufacturer: "Suzuki" }))).toBe(false)
    expect(eligible(subject("Manual", { manufacturer: "suzuki " }))).toBe(false)
    const excluding = {
      ...settings,
      summary_excluded_dealer_slugs: ["example-motors"]
    }
    expect(isLenderSummaryEligible(subject("Manual"), excluding)).toBe(false)
    expect(
      isLenderSummaryEligible(subject("Manual"), {
        ...settings,
        summary_excluded_dealer_ids: [7]
      })
    ).toBe(false)
  })

  it("holds Taurus to cars within 12 years of the current year (Brisbane), over $500 and available", () => {
    const car = subject("Taurus").car
    expect(eligible(subject("Taurus", { car: { ...car, year: 2014 } }))).toBe(true)
    expect(eligible(subject("Taurus", { car: { ...car, year: 2013 } }))).toBe(false)
    // 31 December 15:00 UTC is already 1 January 2027 in Brisbane: 2014 is now too old.
    const newYear = new Date("2026-12-31T15:00:00Z")
    expect(eligible(subject("Taurus", { car: { ...car, year: 2014 }, now: newYear }))).toBe(false)
    expect(eligible(subject("Taurus", { car: { ...car, price: 500 } }))).toBe(false)
    expect(eligible(subject("Taurus", { car: { ...car, status: "sold" } }))).toBe(false)
    expect(eligible(subject("Taurus", { record: { ...record, paymentWeek: null } }))).toBe(true)
  })

  it("holds Manual and Nissan Finance only to availability, and Nissan Finance to a monthly payment", () => {
    const old = { year: 1995, price: 0, status: "coming_soon" } as const
    expect(
      eligible(
        subject("Manual", {
          car: old,
          record: { ...record, paymentWeek: null }
        })
      )
    ).toBe(true)
    expect(eligible(subject("Manual", { car: { ...old, status: "other" } }))).toBe(false)
    expect(eligible(subject("Nissan Finance", { car: old }))).toBe(true)
    expect(
      eligible(
        subject("Nissan Finance", {
          car: old,
          record: { ...record, paymentMonth: null }
        })
      )
    ).toBe(false)
  })

  it("holds the other lenders to a price over $500, availability and a weekly payment", () => {
    for (const lender of ["Car Clarity", "360 Finance", "Angle", "Powertorque", "AusLoans", "Some New Lender"]) {
      const car = subject(lender).car
      expect(eligible(subject(lender, { car: { ...car, year: 1995 } }))).toBe(true)
      expect(eligible(subject(lender, { car: { ...car, price: 500 } }))).toBe(false)
      expect(eligible(subject(lender, { car: { ...car, status: "sold" } }))).toBe(false)
      expect(eligible(subject(lender, { record: { ...record, paymentWeek: null } }))).toBe(false)
    }
  })

  it("lets a tenant reassign a lender's rule", () => {
    const custom = decodeOrThrow(
      FinanceSettings,
      {
        lender_summary_rules: {
          angle: {
            maxAgeYears: 12,
            minPriceExclusive: 500,
            requiresAvailable: true
          }
        }
      },
      "finance settings"
    )
    expect(lenderSummaryRuleFor("Angle", custom).maxAgeYears).toBe(12)
    expect(lenderSummaryRuleFor("Taurus", custom).maxAgeYears).toBe(12)
    expect(lenderSummaryRuleFor("Car Clarity", custom)).toEqual(settings.other_lender_summary_rule)
  })
})
