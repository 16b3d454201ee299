import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { sortSlotsByKey } from "./typed-key-sort.ts"

const slotsOf = (count: number) => Int32Array.from({ length: count }, (_, slot) => slot)

/** What a stable comparator sort gives: NaN last, `-0` equal to `0`, ties in input order. */
function expected(slots: Int32Array, key: Float64Array, descending: boolean): number[] {
  const rank = (value: number) => (Number.isNaN(value) ? 1 : 0)
  return [...slots].sort((a, b) => {
    const [x, y] = [key[a]!, key[b]!]
    if (rank(x) !== rank(y)) return rank(x) - rank(y)
    if (x === y || rank(x) === 1) return 0
    return descending ? y - x : x - y
  })
}

describe("sortSlotsByKey", () => {
  it("orders negatives, zeros, fractions, infinities and NaN like the numbers", () => {
    const key = Float64Array.of(3, -1.5, Number.NaN, 0, -0, Number.POSITIVE_INFINITY, -2e12, 2e-9, Number.NEGATIVE_INFINITY)
    expect([...sortSlotsByKey(slotsOf(key.length), key)]).toEqual([8, 6, 1, 3, 4, 7, 0, 5, 2])
    expect([...sortSlotsByKey(slotsOf(key.length), key, true)]).toEqual([5, 0, 7, 3, 4, 1, 6, 8, 2])
  })

  it("keeps equal keys in their input order, so sorting key by key sorts by all of them", () => {
    const key = Float64Array.of(1, 0, 1, 0, 1)
    expect([...sortSlotsByKey(Int32Array.of(4, 3, 2, 1, 0), key)]).toEqual([3, 1, 4, 2, 0])
    expect([...sortSlotsByKey(Int32Array.of(4, 3, 2, 1, 0), key, true)]).toEqual([4, 2, 0, 3, 1])
  })

  it("sorts only the slots given, and nothing when given none", () => {
    const key = Float64Array.of(9, 8, 7, 6)
    expect([...sortSlotsByKey(Int32Array.of(0, 2), key)]).toEqual([2, 0])
    expect([...sortSlotsByKey(new Int32Array(0), key)]).toEqual([])
  })

  it("agrees with a stable comparator sort on any numbers, in both directions", () => {
    const value = fc.oneof(
      fc.double(),
      fc.integer({ min: -3, max: 3 }),
      fc.constantFrom(-0, 2 ** 53, 1_700_000_000_000, 65_536, 65_537)
    )
    fc.assert(
      fc.property(fc.array(value, { maxLength: 200 }), fc.boolean(), (values, descending) => {
        const key = Float64Array.from(values)
        const slots = slotsOf(values.length).reverse()
        expect([...sortSlotsByKey(slots, key, descending)]).toEqual(expected(slots, key, descending))
      }),
      { numRuns: 300 }
    )
  })
})
