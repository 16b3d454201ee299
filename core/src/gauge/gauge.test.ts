import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { defaultTexts } from "../tenant/texts.ts"
import { autoGaugeResponseArbitrary } from "../testing/stock-arbitraries.ts"
import { autoGaugeFromBody } from "./auto-gauge-response.ts"
import { isAutograbEligible } from "./autograb-eligibility.ts"
import { autogaugeUrl } from "./autogauge-url.ts"
import { gaugeBand } from "./gauge-band.ts"
import { isAutogaugeEnabled, shouldRequestAutoGauge } from "./gauge-enabled.ts"
import { gaugeLabel } from "./gauge-label.ts"
import { gaugeView } from "./gauge-view.ts"
import { visibleAutoGauge } from "./gauge-visibility.ts"

const complete = {
  fill: 0.7,
  listing_price: 30_000,
  market_range_min: 28_000,
  market_range_max: 34_000,
  confidence: 0.8,
  description: null
}

describe("visibleAutoGauge", () => {
  it("shows a complete answer", () => {
    expect(visibleAutoGauge(complete)).toEqual(complete)
  })

  it.each(["fill", "listing_price", "market_range_min", "market_range_max", "confidence"] as const)(
    "hides the gauge when %s is missing",
    (field) => {
      expect(visibleAutoGauge({ ...complete, [field]: null })).toBeNull()
      const { [field]: _left, ...without } = complete
      expect(visibleAutoGauge(without)).toBeNull()
    }
  )

  it("hides the gauge at confidence 0.2 or below", () => {
    expect(visibleAutoGauge({ ...complete, confidence: 0.2 })).toBeNull()
    expect(visibleAutoGauge({ ...complete, confidence: 0.21 })).not.toBeNull()
  })

  it("hides the gauge when the market range tops out below the listing price", () => {
    expect(visibleAutoGauge({ ...complete, market_range_max: 29_999 })).toBeNull()
    expect(visibleAutoGauge({ ...complete, market_range_max: 30_000 })).not.toBeNull()
  })
})

describe("gaugeLabel and gaugeBand", () => {
  it("reads Good Deal under a fill of 0.65 and Great Deal from it", () => {
    expect(gaugeLabel({ fill: 0.649, description: null }, defaultTexts)).toBe("Good Deal")
    expect(gaugeLabel({ fill: 0.65, description: null }, defaultTexts)).toBe("Great Deal")
  })

  it("prefers the response's own description", () => {
    expect(gaugeLabel({ fill: 0.9, description: "Fair Price" }, defaultTexts)).toBe("Fair Price")
    expect(gaugeLabel({ fill: 0.9, description: "  " }, defaultTexts)).toBe("Great Deal")
  })

  it("bands low under 0.3, medium under 0.6, high from 0.6", () => {
    expect([0, 0.29, 0.3, 0.59, 0.6, 1].map(gaugeBand)).toEqual(["low", "low", "medium", "medium", "high", "high"])
  })
})

describe("autograb eligibility and the plugin", () => {
  const car = { status: "in_stock", sold: null, reserved: null, price: 201 } as const

  it("values only in-stock, unsold, unreserved cars priced above 200", () => {
    expect(isAutograbEligible(car)).toBe(true)
    expect(isAutograbEligible({ ...car, price: 200 })).toBe(false)
    expect(isAutograbEligible({ ...car, status: "coming_soon" })).toBe(false)
    expect(isAutograbEligible({ ...car, sold: true })).toBe(false)
    expect(isAutograbEligible({ ...car, reserved: true })).toBe(false)
  })

  it("gates the gauge on the Autogauge plugin from the settings or the session", () => {
    expect(isAutogaugeEnabled({ autogauge_plugin: false })).toBe(false)
    expect(isAutogaugeEnabled({ autogauge_plugin: true })).toBe(true)
    expect(isAutogaugeEnabled({ autogauge_plugin: false }, ["PPSR Report", "Autogauge"])).toBe(true)
    // The site's plugin list counts when the session carries none, and a session's own list wins.
    expect(isAutogaugeEnabled({ autogauge_plugin: false }, null, ["Autogauge"])).toBe(true)
    expect(isAutogaugeEnabled({ autogauge_plugin: false }, null, ["PPSR Report"])).toBe(false)
    expect(isAutogaugeEnabled({ autogauge_plugin: false }, ["PPSR Report"], ["Autogauge"])).toBe(false)
    expect(shouldRequestAutoGauge(car, { autogauge_plugin: false }, null, ["Autogauge"])).toBe(true)
    expect(shouldRequestAutoGauge({ ...car, status: "sold" }, { autogauge_plugin: false }, null, ["Autogauge"])).toBe(false)
    expect(shouldRequestAutoGauge(car, { autogauge_plugin: true })).toBe(true)
    expect(shouldRequestAutoGauge({ ...car, price: 150 }, { autogauge_plugin: true })).toBe(false)
    expect(shouldRequestAutoGauge(car, { autogauge_plugin: false })).toBe(false)
  })

  it("calls {base}{car path}/autogauge", () => {
    expect(autogaugeUrl("https://api.example.com/", "/cars/hilux")).toBe("https://api.example.com/cars/hilux/autogauge")
    expect(autogaugeUrl("", "cars/hilux")).toBe("/cars/hilux/autogauge")
  })
})

describe("gaugeView", () => {
  it("shows a skeleton while loading and nothing on failure", () => {
    expect(gaugeView({ status: "loading" }, defaultTexts)).toEqual({ kind: "skeleton" })
    expect(gaugeView({ status: "failed" }, defaultTexts)).toEqual({ kind: "hidden" })
  })

  it("hides the gauge when the service says No data returned", () => {
    for (const body of ["No data returned", { error: "No data returned" }, { message: "No data returned" }]) {
      expect(autoGaugeFromBody(body)).toBeNull()
      expect(gaugeView({ status: "done", body }, defaultTexts)).toEqual({ kind: "hidden" })
    }
  })

  it("hides the gauge for a body that is not a gauge answer", () => {
    expect(gaugeView({ status: "done", body: { fill: "high" } }, defaultTexts)).toEqual({ kind: "hidden" })
  })

  it("draws a complete answer", () => {
    expect(gaugeView({ status: "done", body: complete }, defaultTexts)).toEqual({
      kind: "gauge",
      fill: 0.7,
      label: "Great Deal",
      band: "high",
      listingPrice: "$30,000",
      marketRange: { min: "$28,000", max: "$34,000" }
    })
  })

  it("never draws a gauge the rules hide", () => {
    fc.assert(
      fc.property(autoGaugeResponseArbitrary, (response) => {
        const view = gaugeView({ status: "done", body: response }, defaultTexts)
        if (view.kind !== "gauge") return
        expect(response.confidence ?? 0).toBeGreaterThan(0.2)
        expect(response.market_range_max ?? 0).toBeGreaterThanOrEqual(
          response.listing_price ?? Number.POSITIVE_INFINITY
        )
        expect(view.fill).toBeGreaterThanOrEqual(0)
        expect(view.fill).toBeLessThanOrEqual(1)
        const described = response.description?.trim()
        expect(view.label).toBe(described ? response.description : view.fill < 0.65 ? "Good Deal" : "Great Deal")
      }),
      { numRuns: 1000 }
    )
  })
})
