import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { decodeOrThrow } from "../shared/decode.ts"
import { defaultTexts } from "../tenant/texts.ts"
import { FormsSettings } from "./settings.ts"
import { onlineEstimateEligibility, tradeInEstimateFaq } from "./trade-in-estimate.ts"

const settings = decodeOrThrow(FormsSettings, {}, "forms settings")
const now = new Date("2025-03-01T00:00:00+10:00")

describe("onlineEstimateEligibility", () => {
  it("gives an online estimate up to 7 years old and 100,000 km", () => {
    expect(onlineEstimateEligibility({ year: 2018, km: 100_000 }, now, settings)).toEqual({ eligible: true })
    expect(onlineEstimateEligibility({ year: 2017, km: 40_000 }, now, settings)).toEqual({
      eligible: false,
      reason: "too-old"
    })
    expect(onlineEstimateEligibility({ year: 2020, km: 100_001 }, now, settings)).toEqual({
      eligible: false,
      reason: "too-many-km"
    })
  })

  it("follows the tenant's limits", () => {
    const generous = { trade_in_estimate_max_age_years: 10, trade_in_estimate_max_km: 150_000 }
    expect(onlineEstimateEligibility({ year: 2016, km: 140_000 }, now, generous).eligible).toBe(true)
  })

  it("refuses vehicles it cannot judge instead of answering from NaN", () => {
    for (const car of [
      { year: Number.NaN, km: 1 },
      { year: 2020, km: Number.NaN },
      { year: 2020, km: -1 }
    ]) {
      expect(onlineEstimateEligibility(car, now, settings)).toEqual({ eligible: false, reason: "unknown-vehicle" })
    }
  })

  it("is eligible exactly when within both limits", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1980, max: 2026 }), fc.integer({ min: 0, max: 400_000 }), (year, km) => {
        const expected = 2025 - year <= 7 && km <= 100_000
        expect(onlineEstimateEligibility({ year, km }, now, settings).eligible).toBe(expected)
      }),
      { numRuns: 1000 }
    )
  })
})

describe("tradeInEstimateFaq", () => {
  it("says the final price may differ after inspection, and names the limits", () => {
    expect(tradeInEstimateFaq(settings, defaultTexts)).toEqual([
      {
        question: "Will my final offer match the online estimate?",
        answer: "The final price may differ from the online estimate after inspection."
      },
      {
        question: "Can every car get an online estimate?",
        answer: "We generally can't give an online estimate for cars over 7 years old or with more than 100,000 km."
      }
    ])
  })
})
