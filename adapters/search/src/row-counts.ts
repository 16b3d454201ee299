import type { Bits } from "./bitset.ts"
import type { CodeRows } from "./code-rows.ts"

/** Which groups of the code rows one pass counts, and where each one's histogram starts. */
export interface CountedGroups {
  /** How many groups, from the start of `groups` and `offsets`. */
  readonly length: number
  readonly groups: Int32Array
  readonly offsets: Int32Array
}

/**
 * Adds one to `histograms[offset + packed]` of every counted group for every slot in
 * `include & ~exclude` (all of `include` without `exclude`): one pass over the slots, one step
 * per group of facets.
 *
 * @example
 * countGroups(rows, counted, histograms, matches, null, words)
 */
export function countGroups(
  rows: CodeRows,
  counted: CountedGroups,
  histograms: Int32Array,
  include: Bits,
  exclude: Bits | null,
  words: number
): void {
  const codes = rows.codes
  const stride = rows.groups
  const { length, groups, offsets } = counted
  for (let w = 0; w < words; w++) {
    let word = exclude === null ? include[w]! : include[w]! & ~exclude[w]!
    const first = w << 5
    while (word !== 0) {
      const lowest = word & -word
      const row = (first + 31 - Math.clz32(lowest)) * stride
      word ^= lowest
      for (let g = 0; g < length; g++) histograms[offsets[g]! + codes[row + groups[g]!]!]!++
    }
  }
}

/**
 * Adds `sign` times one facet's counts, read from its group's histogram, to `counts` from
 * `offset` (one entry per code).
 *
 * @example
 * marginal(rows, facet, histograms, groupOffset, counts, facetOffset, 1)
 */
export function marginal(
  rows: CodeRows,
  facet: number,
  histograms: Int32Array,
  from: number,
  counts: Int32Array,
  offset: number,
  sign: number
): void {
  const shift = rows.shift[facet]!
  const mask = (1 << (rows.bitsOf(facet))) - 1
  const size = 1 << rows.groupBits[rows.group[facet]!]!
  for (let packed = 0; packed < size; packed++) {
    const count = histograms[from + packed]!
    if (count !== 0) counts[offset + ((packed >>> shift) & mask)]! += sign * count
  }
}
