import fc from "fast-check"
import { describe, expect, it } from "vitest"
import {
  appliedSliderRange,
  clampSliderRange,
  moveSliderHandle,
  roundedRangeSides,
  sliderFilterRange,
  sliderStep
} from "./range-slider.ts"

const bounds = { min: 0, max: 100_000 }

describe("range sliders", () => {
  it("step 500 on price sliders and one percent of the range otherwise", () => {
    expect(sliderStep(bounds, "price")).toBe(500)
    expect(sliderStep({ min: 0, max: 300_000 }, "km")).toBe(3_000)
    expect(sliderStep({ min: 2000, max: 2026 }, "other")).toBe(1)
  })

  it("stop the min handle 1 below the max handle and the other way round", () => {
    expect(moveSliderHandle({ min: 10_000, max: 40_000 }, "min", 45_000, bounds)).toEqual({ min: 39_999, max: 40_000 })
    expect(moveSliderHandle({ min: 10_000, max: 40_000 }, "max", 5_000, bounds)).toEqual({ min: 10_000, max: 10_001 })
    expect(moveSliderHandle({ min: 10_000, max: 40_000 }, "min", 20_000, bounds)).toEqual({ min: 20_000, max: 40_000 })
  })

  it("ignore values outside the facet range", () => {
    const current = { min: 10_000, max: 40_000 }
    expect(moveSliderHandle(current, "max", 120_000, bounds)).toEqual(current)
    expect(moveSliderHandle(current, "min", -1, bounds)).toEqual(current)
    expect(moveSliderHandle(current, "min", Number.NaN, bounds)).toEqual(current)
  })

  it("bring handles back inside the facet range", () => {
    expect(clampSliderRange({ min: -50, max: 900_000 }, bounds)).toEqual(bounds)
    expect(clampSliderRange({ min: 60_000, max: 20_000 }, bounds)).toEqual({ min: 20_000, max: 60_000 })
    expect(clampSliderRange({ min: 5, max: 5 }, { min: 5, max: 5 })).toEqual({ min: 5, max: 5 })
  })

  it("keep handles on whole numbers so the gap stays exactly 1", () => {
    const result = moveSliderHandle({ min: 1.9353962876778045e-12, max: 1 }, "max", 0, { min: 0, max: 2 })
    expect(result).toEqual({ min: 0, max: 1 })
    expect(clampSliderRange({ min: 10_000.4, max: 40_000.6 }, bounds)).toEqual({ min: 10_000, max: 40_001 })
  })

  it("round applied price and km values to the nearest 1000", () => {
    expect(appliedSliderRange({ min: 12_400, max: 38_600 }, "price")).toEqual({ min: 12_000, max: 39_000 })
    expect(appliedSliderRange({ min: 499, max: 150_500 }, "km")).toEqual({ min: 0, max: 151_000 })
    expect(appliedSliderRange({ min: 2010, max: 2020 }, "other")).toEqual({ min: 2010, max: 2020 })
  })

  it("always leave the handles inside the range, ordered and at least 1 apart", () => {
    const value = fc.oneof(fc.double({ noNaN: false }), fc.integer({ min: -10, max: 200_010 }))
    const facet = fc.tuple(fc.integer({ min: -1_000, max: 200_000 }), fc.integer({ min: 0, max: 200_000 }))
    fc.assert(
      fc.property(
        facet,
        fc.record({ min: value, max: value }),
        fc.constantFrom("min", "max"),
        value,
        ([low, width], current, handle, moved) => {
          const range = { min: low, max: low + width }
          const result = moveSliderHandle(current, handle as "min" | "max", moved, range)
          expect(result.min).toBeGreaterThanOrEqual(range.min)
          expect(result.max).toBeLessThanOrEqual(range.max)
          expect(result.min).toBeLessThanOrEqual(result.max)
          if (width >= 1) {
            expect(result.max - result.min).toBeGreaterThanOrEqual(1)
            expect(Number.isInteger(result.min) && Number.isInteger(result.max)).toBe(true)
          }
          const applied = appliedSliderRange(result, "price")
          expect(applied.min).toBeLessThanOrEqual(applied.max)
        }
      ),
      { numRuns: 2000 }
    )
  })
})

describe("sliderFilterRange", () => {
  const bounds = { min: 15_990, max: 90_000 }

  it("rounds the applied range to the nearest 1000 for price", () => {
    expect(sliderFilterRange({ min: 20_400, max: 38_600 }, bounds, "price")).toEqual({ min: 20_000, max: 39_000 })
  })

  it("leaves a side open when its handle rests on the end of the range", () => {
    expect(sliderFilterRange({ min: 15_990, max: 38_600 }, bounds, "price")).toEqual({ min: null, max: 39_000 })
    expect(sliderFilterRange({ min: 20_400, max: 90_000 }, bounds, "price")).toEqual({ min: 20_000, max: null })
  })

  it("never closes the range when both handles round onto the same thousand", () => {
    expect(sliderFilterRange({ min: 56_800, max: 57_200 }, { min: 0, max: 144_990 }, "price")).toEqual({
      min: 56_000,
      max: 58_000
    })
  })

  it("filters from the thousand below the dearest car when the min handle is pressed to the end", () => {
    const dearest = { min: 9_990, max: 144_990 }
    const atEnd = moveSliderHandle({ min: 9_990, max: 144_990 }, "min", 144_990, dearest)
    expect(sliderFilterRange(atEnd, dearest, "price")).toEqual({ min: 144_000, max: null })
  })

  it("drops the filter when the rounded range covers the whole facet range", () => {
    expect(sliderFilterRange({ min: 10_200, max: 144_990 }, { min: 10_100, max: 144_990 }, "price")).toEqual({
      min: null,
      max: null
    })
    expect(sliderFilterRange({ min: 2015, max: 2026 }, { min: 2015, max: 2026 }, "other")).toEqual({ min: null, max: null })
  })

  it("always gives a filter inside the facet range, min below max, that keeps the handles' cars", () => {
    const facet = fc.tuple(fc.integer({ min: 0, max: 200_000 }), fc.integer({ min: 1, max: 200_000 }))
    const handle = fc.integer({ min: -1_000, max: 402_000 })
    fc.assert(
      fc.property(facet, handle, handle, fc.constantFrom("price", "km", "other"), ([low, width], a, b, kind) => {
        const range = { min: low, max: low + width }
        const handles = clampSliderRange({ min: a, max: b }, range)
        const filter = sliderFilterRange(handles, range, kind as "price" | "km" | "other")
        // Never outside the facet range: the cheapest and dearest cars stay reachable.
        if (filter.min !== null) expect(range.min < filter.min && filter.min <= range.max).toBe(true)
        if (filter.max !== null) expect(range.min <= filter.max && filter.max < range.max).toBe(true)
        if (filter.min !== null && filter.max !== null) expect(filter.min).toBeLessThan(filter.max)
        // A car on either handle's end of the facet range that the handles cover stays in.
        const from = filter.min ?? Number.NEGATIVE_INFINITY
        const to = filter.max ?? Number.POSITIVE_INFINITY
        expect(from <= handles.max && to >= handles.min).toBe(true)
      }),
      { numRuns: 3000 }
    )
  })
})

describe("roundedRangeSides", () => {
  it("rounds to the nearest 1000, widening a pair that would close", () => {
    expect(roundedRangeSides(12_400, 38_600, "price")).toEqual({ min: 12_000, max: 39_000 })
    expect(roundedRangeSides(57_100, 57_300, "km")).toEqual({ min: 57_000, max: 58_000 })
    expect(roundedRangeSides(null, 45_600, "km")).toEqual({ min: null, max: 46_000 })
    expect(roundedRangeSides(2019, 2019, "other")).toEqual({ min: 2019, max: 2019 })
  })
})
