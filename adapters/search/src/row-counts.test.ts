import { describe, expect, it } from "vitest"
import { setBit } from "./bitset.ts"
import { CodeRows } from "./code-rows.ts"
import { countRows } from "./row-counts.ts"

const bitsOf = (slots: ReadonlyArray<number>) => {
  const bits = new Uint32Array(3)
  for (const slot of slots) setBit(bits, slot)
  return bits
}

// Three facets over 70 slots: facet 0's code is slot % 3, facet 1's slot % 2, facet 2's 1.
function rows(): CodeRows {
  const rows = new CodeRows(3, 70)
  for (let slot = 0; slot < 70; slot++) {
    rows.set(slot, 0, slot % 3)
    rows.set(slot, 1, slot % 2)
    rows.set(slot, 2, 1)
  }
  return rows
}

describe("countRows", () => {
  it("counts every facet asked for over the slots of a set in one pass, each into its own segment", () => {
    const counts = new Int32Array(7)
    const facets = { length: 2, positions: Int32Array.of(0, 2), offsets: Int32Array.of(0, 5) }
    countRows(rows(), facets, counts, bitsOf([0, 1, 3, 31, 32, 64, 69]), null, 3, 1)
    // slots % 3: 0, 1, 0, 1, 2, 1, 0; facet 2 is 1 for all seven
    expect([...counts]).toEqual([3, 3, 1, 0, 0, 0, 7])
  })

  it("skips the slots of the excluded set and subtracts with a negative delta", () => {
    const counts = Int32Array.of(10, 10)
    const facets = { length: 1, positions: Int32Array.of(1), offsets: Int32Array.of(0) }
    countRows(rows(), facets, counts, bitsOf([2, 3, 4, 33, 40]), bitsOf([4, 33]), 3, -1)
    expect([...counts]).toEqual([8, 9])
  })
})

describe("CodeRows", () => {
  it("keeps every code when a code past 16 bits widens the rows, and when they grow", () => {
    const codes = new CodeRows(2, 4)
    codes.set(1, 1, 65_535)
    codes.set(3, 0, 7)
    codes.set(2, 1, 70_000)
    codes.grow(8)
    codes.set(7, 1, 3)
    expect([codes.get(1, 1), codes.get(3, 0), codes.get(2, 1), codes.get(7, 1), codes.get(5, 0)]).toEqual([
      65_535, 7, 70_000, 3, 0
    ])
  })
})
