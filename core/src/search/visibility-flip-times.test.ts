import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { isVisibleInSearch } from "../stock/search-visibility.ts"
import { carArbitrary } from "../testing/car-arbitrary.ts"
import { searchNowArbitrary } from "../testing/search-arbitraries.ts"
import { visibilityFlipTimes } from "./visibility-flip-times.ts"

const HOUR = 3_600_000

describe("visibility flip times", () => {
  it("names the moment a sold car drops out of search", () => {
    expect(visibilityFlipTimes({ sold_date: "2026-11-20T00:00:00Z" }, 3)).toEqual([Date.parse("2026-11-23T00:00:00Z")])
    expect(visibilityFlipTimes({ sold_date_timestamp: 1_700_000_000 }, 0)).toEqual([1_700_000_000_000])
    expect(visibilityFlipTimes({ sold_date: "soon" }, 3)).toEqual([])
  })

  it("leaves visibility unchanged between two moments with no flip time near them", () => {
    fc.assert(
      fc.property(
        carArbitrary,
        fc.integer({ min: 0, max: 10 }),
        searchNowArbitrary,
        searchNowArbitrary,
        (car, days, a, b) => {
          const [from, to] = a <= b ? [a, b] : [b, a]
          const flips = visibilityFlipTimes(car, days)
          fc.pre(flips.every((time) => time < from.getTime() - 2 * HOUR || time > to.getTime() + 2 * HOUR))
          const visible = (now: Date) => isVisibleInSearch(car, { now, includeSoldCarsDays: days })
          expect(visible(from)).toBe(visible(to))
        }
      ),
      { numRuns: 1_000 }
    )
  })
})
