import { describe, expect, it } from "vitest"
import { tradeInAppraisal, tradeInAppraisalQuestions } from "./trade-in-appraisal.ts"

const now = new Date("2025-06-02T00:00:00Z")
const limits = { trade_in_estimate_max_age_years: 7, trade_in_estimate_max_km: 100_000 }
const best = { accident_history: "No", service_history: "Yes", condition: "Excellent", warning_lights: "No" }

describe("tradeInAppraisal", () => {
  it("offers 85% of the market value of a car in the best shape, rounded down to $50", () => {
    expect(tradeInAppraisal({ year: 2022, marketValue: 30000 }, best, now, limits)).toEqual({
      kind: "offer",
      offerPrice: 25500
    })
    // 30,000 × 0.95 (Good) × 0.85 = 24,225.
    expect(tradeInAppraisal({ year: 2022, marketValue: 30000 }, { ...best, condition: "Good" }, now, limits)).toEqual({
      kind: "offer",
      offerPrice: 24200
    })
  })

  it("takes every answer's deduction off in turn", () => {
    const worst = { accident_history: "Yes", service_history: "No", condition: "Poor", warning_lights: "Yes" }
    // 20,000 × 0.85 × 0.9 × 0.75 × 0.92 × 0.85 = 8,975.7.
    expect(tradeInAppraisal({ year: 2022, marketValue: 20000 }, worst, now, limits)).toEqual({
      kind: "offer",
      offerPrice: 8950
    })
  })

  it("gives no estimate for a car over 7 years old, over 100,000 km or without a market value", () => {
    expect(tradeInAppraisal({ year: 2017, marketValue: 30000 }, best, now, limits).kind).toBe("no-estimate")
    expect(tradeInAppraisal({ year: 2018, marketValue: 30000 }, best, now, limits).kind).toBe("offer")
    expect(tradeInAppraisal({ year: 2022, marketValue: 30000, km: 100_001 }, best, now, limits).kind).toBe(
      "no-estimate"
    )
    expect(tradeInAppraisal({ year: 2022, marketValue: 0 }, best, now, limits).kind).toBe("no-estimate")
  })

  it("names the first question left unanswered or answered with something it does not offer", () => {
    const { condition: _, ...missing } = best
    expect(tradeInAppraisal({ year: 2022, marketValue: 30000 }, missing, now, limits)).toEqual({
      kind: "unanswered",
      question: tradeInAppraisalQuestions[2]
    })
    const odd = tradeInAppraisal(
      { year: 2022, marketValue: 30000 },
      { ...best, accident_history: "Maybe" },
      now,
      limits
    )
    expect(odd.kind === "unanswered" && odd.question.id).toBe("accident_history")
  })
})
