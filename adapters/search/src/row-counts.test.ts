import { describe, expect, it } from "vitest"
import { setBit } from "./bitset.ts"
import { CodeRows } from "./code-rows.ts"
import { countGroups, marginals } from "./row-counts.ts"

const bitsOf = (slots: ReadonlyArray<number>) => {
  const bits = new Uint32Array(3)
  for (const slot of slots) setBit(bits, slot)
  return bits
}

// Three facets over 70 slots: facet 0's code is slot % 3, facet 1's slot % 2 + 1, facet 2's 1.
function rows(): CodeRows {
  const rows = new CodeRows(3, 70)
  for (let slot = 0; slot < 70; slot++) {
    rows.set(slot, 0, slot % 3)
    rows.set(slot, 1, (slot % 2) + 1)
    rows.set(slot, 2, 1)
  }
  return rows
}

/** Each facet's counts over `include & ~exclude`, through the groups' histograms. */
function counted(codes: CodeRows, include: Uint32Array, exclude: Uint32Array | null): number[][] {
  const offsets = Int32Array.from({ length: codes.groups }, (_, g) => g * 4096)
  const histograms = new Int32Array(codes.groups * 4096)
  const groups = Int32Array.from({ length: codes.groups }, (_, g) => g)
  countGroups(codes, { length: codes.groups, groups, offsets }, histograms, include, exclude, 3)
  const counts = new Int32Array(12)
  for (let g = 0; g < codes.groups; g++) {
    const facets = [0, 1, 2].filter((facet) => codes.group[facet] === g)
    marginals(codes, facets, histograms, offsets[g]!, counts, Int32Array.of(0, 4, 8), 1)
  }
  return [0, 4, 8].map((offset) => [...counts.subarray(offset, offset + 4)])
}

describe("countGroups and marginals", () => {
  it("count every facet over the slots of a set in one pass over its packed groups", () => {
    // slots % 3: 0, 1, 0, 1, 2, 1, 0; % 2: 0, 1, 1, 1, 0, 0, 1
    expect(counted(rows(), bitsOf([0, 1, 3, 31, 32, 64, 69]), null)).toEqual([
      [3, 3, 1, 0],
      [0, 3, 4, 0],
      [0, 7, 0, 0]
    ])
  })

  it("skip the slots of the excluded set, and subtract with a negative sign", () => {
    expect(counted(rows(), bitsOf([2, 3, 4, 33, 40]), bitsOf([4, 33]))[1]).toEqual([0, 2, 1, 0])
    const codes = rows()
    const histograms = new Int32Array(codes.groups * 4096)
    const groups = Int32Array.from({ length: codes.groups }, (_, g) => g)
    const offsets = Int32Array.from(groups, (g) => g * 4096)
    countGroups(codes, { length: codes.groups, groups, offsets }, histograms, bitsOf([5, 6]), null, 3)
    const counts = Int32Array.of(0, 10, 10)
    marginals(codes, [1], histograms, offsets[codes.group[1]!]!, counts, Int32Array.of(0, 0, 0), -1)
    expect([...counts]).toEqual([0, 9, 9])
  })
})

describe("CodeRows", () => {
  it("keeps every code when codes outgrow their bits, past 16 bits, and when the rows grow", () => {
    const codes = new CodeRows(3, 4)
    codes.set(1, 1, 1)
    codes.set(3, 0, 7)
    codes.set(1, 2, 3)
    codes.set(1, 1, 65_535)
    codes.set(2, 1, 70_000)
    codes.grow(8)
    codes.set(7, 2, 300)
    codes.set(1, 0, 4095)
    expect([codes.get(1, 1), codes.get(3, 0), codes.get(1, 2), codes.get(2, 1), codes.get(7, 2), codes.get(1, 0)]).toEqual(
      [65_535, 7, 3, 70_000, 300, 4095]
    )
    expect([codes.get(5, 0), codes.get(5, 1), codes.get(5, 2), codes.get(2, 0)]).toEqual([0, 0, 0, 0])
  })
})
