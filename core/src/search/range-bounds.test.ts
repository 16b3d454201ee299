import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { rangesWithinBounds } from "./range-bounds.ts"
import { emptyStockQuery, type StockQuery } from "./stock-query.ts"
import { emptyResultFacetStats } from "./stock-result.ts"

const stats = { ...emptyResultFacetStats, price: { min: 9_990, max: 144_990 }, year: { min: 2012, max: 2026 } }
const withRanges = (ranges: StockQuery["ranges"], page = 1): StockQuery => ({ ...emptyStockQuery, ranges, page })

describe("rangesWithinBounds", () => {
  it("ignores a side above the dearest or below the cheapest car", () => {
    expect(rangesWithinBounds(withRanges({ price: { min: 145_000, max: null } }), stats).ranges).toEqual({})
    expect(rangesWithinBounds(withRanges({ price: { min: null, max: 999_999_999 } }), stats).ranges).toEqual({})
    expect(rangesWithinBounds(withRanges({ price: { min: 0, max: 50_000 } }), stats).ranges).toEqual({
      price: { min: null, max: 50_000 }
    })
    expect(rangesWithinBounds(withRanges({ year: { min: 2010, max: 2030 } }), stats).ranges).toEqual({})
  })

  it("keeps ranges inside the stock's range, and the same query when nothing is ignored", () => {
    const query = withRanges({ price: { min: 20_000, max: 50_000 }, year: { min: 2012, max: 2026 } }, 3)
    expect(rangesWithinBounds(query, stats)).toBe(query)
  })

  it("drops the page when it ignores a value, as any filter change does", () => {
    expect(rangesWithinBounds(withRanges({ price: { min: 145_000, max: null } }, 4), stats).page).toBe(1)
  })

  it("keeps a range whose facet has no stats (no matching car has a value)", () => {
    const query = withRanges({ km: { min: 500_000, max: null } })
    expect(rangesWithinBounds(query, stats)).toBe(query)
  })

  it("always leaves every side inside the bounds, and is idempotent", () => {
    const side = fc.option(fc.integer({ min: -10_000, max: 400_000 }))
    fc.assert(
      fc.property(side, side, (min, max) => {
        const bounded = rangesWithinBounds(withRanges({ price: { min, max } }), stats)
        for (const value of [bounded.ranges.price?.min, bounded.ranges.price?.max]) {
          if (value !== null && value !== undefined) {
            expect(value).toBeGreaterThanOrEqual(stats.price.min)
            expect(value).toBeLessThanOrEqual(stats.price.max)
          }
        }
        expect(rangesWithinBounds(bounded, stats)).toBe(bounded)
      })
    )
  })
})
