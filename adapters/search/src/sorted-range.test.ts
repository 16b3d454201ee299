import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { sortedRange } from "./sorted-range.ts"

// Slot i holds values[i]; the order lists the slots ascending by value.
const values = Float64Array.of(30, 10, 20, 20, 40, 10)
const order = Int32Array.of(1, 5, 2, 3, 0, 4)
const range = (low: number, high: number, length = order.length) => sortedRange(order, length, values, low, high)

describe("sortedRange", () => {
  it("includes both ends of the range, with every duplicate of an end", () => {
    expect(range(10, 20)).toEqual([0, 4])
    expect(range(20, 20)).toEqual([2, 4])
    expect(range(20, 30)).toEqual([2, 5])
  })

  it("excludes values just outside the range", () => {
    expect(range(10.5, 39.5)).toEqual([2, 5])
    expect(range(21, 29)).toEqual([4, 4])
  })

  it("covers everything, nothing, the first and the last position", () => {
    expect(range(Number.NEGATIVE_INFINITY, Number.POSITIVE_INFINITY)).toEqual([0, 6])
    expect(range(41, 50)).toEqual([6, 6])
    expect(range(0, 9)).toEqual([0, 0])
    expect(range(0, 10)).toEqual([0, 2])
    expect(range(40, 40)).toEqual([5, 6])
  })

  it("is empty when the low end is above the high end", () => {
    const [from, to] = range(30, 20)
    expect(to - from).toBe(0)
  })

  it("searches only the first `length` positions (those with a value)", () => {
    expect(range(0, 100, 4)).toEqual([0, 4])
    expect(range(30, 40, 4)).toEqual([4, 4])
  })

  it("selects exactly the values a scan would, for any sorted values and bounds", () => {
    const bound = fc.oneof(fc.integer({ min: -5, max: 25 }), fc.constant(Number.NEGATIVE_INFINITY))
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 20 }), { maxLength: 60 }), bound, bound, (raw, low, high) => {
        const key = Float64Array.from(raw)
        const sorted = Int32Array.from(raw.map((_, slot) => slot)).sort((a, b) => key[a]! - key[b]!)
        const [from, to] = sortedRange(sorted, sorted.length, key, low, high)
        const selected = [...sorted.subarray(from, to)].sort((a, b) => a - b)
        expect(selected).toEqual(raw.flatMap((value, slot) => (value >= low && value <= high ? [slot] : [])))
      }),
      { numRuns: 300 }
    )
  })
})
