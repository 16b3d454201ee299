import { describe, expect, it } from "vitest"
import { decodeOrThrow } from "../shared/decode.ts"
import { defaultTexts } from "../tenant/texts.ts"
import { cardRepayment } from "./card-repayment.ts"
import { FinanceSettings } from "./settings.ts"

const settings = decodeOrThrow(FinanceSettings, {}, "finance settings")
const strip = {
  payment: { amount: 112.5, text: "$113", suffix: "/week" },
  items: [{ label: "Interest Rate", text: "6.29%" }]
}

describe("cardRepayment", () => {
  it("takes the payment of the car's finance strip when it has one", () => {
    expect(cardRepayment({ price: 30_000, strip }, settings, defaultTexts)).toEqual({ text: "$113", suffix: "/week" })
  })

  it("otherwise gives the calculator's repayment at the tenant's defaults for the car's price", () => {
    // $30,000 over 5 years at 10% a year, weekly: $146.73.
    expect(cardRepayment({ price: 30_000, strip: null }, settings, defaultTexts)).toEqual({ text: "$147", suffix: "/week" })
    const monthly = decodeOrThrow(
      FinanceSettings,
      { monthly_only: true, default_frequency: "monthly", default_interest_rate: 8.5 },
      "monthly dealer"
    )
    // $30,000 over 5 years at 8.5% a year, monthly: $615.50.
    expect(cardRepayment({ price: 30_000, strip: null }, monthly, defaultTexts)).toEqual({ text: "$615", suffix: "/month" })
    const fortnightly = decodeOrThrow(FinanceSettings, { default_frequency: "fortnightly" }, "fortnightly dealer")
    expect(cardRepayment({ price: 30_000, strip: null }, fortnightly, defaultTexts)?.suffix).toBe("/fortnight")
  })

  it("gives nothing for a car without a real price, or a repayment too small to quote", () => {
    expect(cardRepayment({ price: 0, strip: null }, settings, defaultTexts)).toBeNull()
    expect(cardRepayment({ price: 10, strip: null }, settings, defaultTexts)).toBeNull()
    // $1,000 over 5 years is under $5 a week: at or below $25 there is no quote.
    expect(cardRepayment({ price: 1_000, strip: null }, settings, defaultTexts)).toBeNull()
  })
})
