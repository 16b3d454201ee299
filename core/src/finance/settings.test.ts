import { describe, expect, it } from "vitest"
import { decodeOrThrow } from "../shared/decode.ts"
import { exampleTenant } from "../testing/examples.ts"
import { financeInterestRangeVariants, FinanceSettings } from "./settings.ts"

describe("FinanceSettings", () => {
  it("gives the specification's defaults", () => {
    const settings = decodeOrThrow(FinanceSettings, {}, "finance settings")
    expect(settings).toMatchObject({
      loan_amount_step: 500,
      loan_amount_min: 1000,
      loan_amount_max: 100_000,
      loan_amount_max_follows_price: false,
      loan_amount_price_factor: 1.05,
      default_loan_amount: 30_000,
      term_years_min: 1,
      term_years_max: 7,
      term_years_step: 0.5,
      term_increments: null,
      default_term_years: 5,
      interest_min: 0.5,
      interest_max: 15,
      interest_step: 0.5,
      default_interest_rate: 10,
      deposit_max: 250_000,
      balloon_max: 250_000,
      show_balloon: true,
      default_frequency: "weekly",
      round_up_repayment: false,
      summary_excluded_manufacturers: ["Suzuki"],
      youx_quote_enabled: false,
      fuel_price_per_litre: 1.7,
      fuel_km_per_week: 250,
      fuel_default_consumption: 10
    })
  })

  it("reaches every tenant through TenantConfig", () => {
    expect(exampleTenant().finance.loan_amount_max).toBe(100_000)
    expect(exampleTenant({ finance: { term_years_max: 5 } }).finance.term_years_max).toBe(5)
  })

  it("accepts each interest range variant", () => {
    for (const range of financeInterestRangeVariants) {
      expect(decodeOrThrow(FinanceSettings, range, "variant")).toMatchObject(range)
    }
  })

  it("refuses a minimum at or above its maximum, naming the field", () => {
    expect(() => decodeOrThrow(FinanceSettings, { loan_amount_min: 100_000 }, "tenant x finance")).toThrow(
      /loan_amount_min must be below loan_amount_max/
    )
    expect(() => decodeOrThrow(FinanceSettings, { interest_min: 20 }, "tenant x finance")).toThrow(/interest_min/)
    expect(() => decodeOrThrow(FinanceSettings, { term_increments: [] }, "tenant x finance")).toThrow(/term_increments/)
  })
})
