import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { compareByKeys, sortByKeys, type SortKey } from "./sort-keys.ts"

describe("sort keys", () => {
  const rank = Float64Array.of(1, 2, 2, 1, 2)
  const created = Float64Array.of(5, 5, 7, 9, -0)
  const id = Float64Array.of(50, 40, 30, 20, 10)
  const keys: ReadonlyArray<SortKey> = [
    { column: () => rank, descending: true },
    { column: () => created, descending: true },
    { column: () => id, descending: false }
  ]

  it("sorts by the first key, then the next among its ties, and so on", () => {
    expect([...sortByKeys(Int32Array.of(0, 1, 2, 3, 4), keys)]).toEqual([2, 1, 4, 3, 0])
  })

  it("gives the order the comparator gives, for any columns and starting order", () => {
    const column = fc.array(fc.oneof(fc.integer({ min: -2, max: 2 }), fc.constant(-0)), { minLength: 30, maxLength: 30 })
    fc.assert(
      fc.property(column, column, fc.boolean(), fc.shuffledSubarray([...Array(30).keys()]), (a, b, down, slots) => {
        const unique = Float64Array.from({ length: 30 }, (_, slot) => slot)
        const chosen: SortKey[] = [
          { column: () => Float64Array.from(a), descending: down },
          { column: () => Float64Array.from(b), descending: !down },
          { column: () => unique, descending: false }
        ]
        const sorted = [...sortByKeys(Int32Array.from(slots), chosen)]
        expect(sorted).toEqual([...slots].sort(compareByKeys(chosen)))
      }),
      { numRuns: 200 }
    )
  })
})
