import fc from "fast-check"
import { describe, expect, it } from "vitest"
import type { YouxQuoteRequest } from "../finance/youx-quote.ts"
import { estimatedYouxQuote, type YouxEstimateSettings } from "./youx-quote-estimate.ts"

const request: YouxQuoteRequest = {
  selfAssessedCreditScore: "GREAT",
  purchasePrice: 45990,
  loanTerm: 60,
  year: 2022,
  vin: null,
  nvic: null,
  whoIsHelping: "Metro Motor Group"
}
const noFees: YouxEstimateSettings = {
  default_interest_rate: 10,
  establishment_fee: 0,
  security_registration_fee: 0,
  dealer_agency_fee: 0,
  monthly_account_fee: 0
}

// The textbook annuity with a balloon, written out independently: (P − B·v^n)·r / (1 − v^n), v = 1/(1+r).
function textbookMonthly(principal: number, balloon: number, annualPercent: number, months: number): number {
  const r = annualPercent / 100 / 12
  const v = Math.pow(1 + r, -months)
  return ((principal - balloon * v) * r) / (1 - v)
}

describe("estimatedYouxQuote", () => {
  it("finances 90% of the price over 60 months with a 30% final payment, weekly = monthly ÷ 4.33", () => {
    // Monthly 701.27 on 41,391 with 13,797 left at 10%: 161.96 a week.
    expect(estimatedYouxQuote(request, noFees)).toEqual({
      weeklyRepaymentAmount: 161.96,
      advertisedRate: 10,
      comparisonRate: 10
    })
  })

  it("adds the up-front fees to the loan and counts credit fees in the comparison rate", () => {
    const quote = estimatedYouxQuote({ ...request, purchasePrice: 30000 }, { ...noFees, establishment_fee: 1300 })
    expect(quote?.weeklyRepaymentAmount).toBe(112.02)
    expect(quote?.comparisonRate).toBeGreaterThan(10)
  })

  it("quotes nothing when nothing is financed", () => {
    expect(estimatedYouxQuote({ ...request, purchasePrice: 0 }, noFees)).toBeNull()
  })

  it("matches the textbook annuity to the cent for any price, rate and term", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1000, max: 500_000 }),
        fc.double({ min: 0.5, max: 20, noNaN: true }),
        fc.integer({ min: 12, max: 84 }),
        (price, rate, months) => {
          const quote = estimatedYouxQuote(
            { ...request, purchasePrice: price, loanTerm: months },
            { ...noFees, default_interest_rate: rate }
          )
          const weekly = textbookMonthly(price * 0.9, price * 0.3, rate, months) / 4.33
          expect(Math.abs((quote?.weeklyRepaymentAmount ?? Number.NaN) - weekly)).toBeLessThanOrEqual(0.005 + 1e-9)
        }
      ),
      { numRuns: 1000 }
    )
  })
})
