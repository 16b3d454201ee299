import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { appliedSliderRange, clampSliderRange, moveSliderHandle, sliderFilterRange, sliderStep } from "./range-slider.ts"

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
})
