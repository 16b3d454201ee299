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
 * Adds `sign` times the counts of some facets of one group, read from the group's histogram in
 * one scan of it, to `counts` (each facet's code 0 at `offsets[facet]`).
 *
 * @example
 * marginals(rows, [0, 3], histograms, groupOffset, counts, offsets, 1)
 */
export function marginals(
  rows: CodeRows,
  facets: ReadonlyArray<number>,
  histograms: Int32Array,
  from: number,
  counts: Int32Array,
  offsets: Int32Array,
  sign: number
): void {
  if (facets.length === 0) return
  const shifts = facets.map((facet) => rows.shift[facet]!)
  const masks = facets.map((facet) => (1 << rows.bitsOf(facet)) - 1)
  const starts = facets.map((facet) => offsets[facet]!)
  const size = 1 << rows.groupBits[rows.group[facets[0]!]!]!
  for (let packed = 0; packed < size; packed++) {
    const count = histograms[from + packed]!
    if (count === 0) continue
    for (let f = 0; f < facets.length; f++) counts[starts[f]! + ((packed >>> shifts[f]!) & masks[f]!)]! += sign * count
  }
}
