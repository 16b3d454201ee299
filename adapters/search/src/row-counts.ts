import type { Bits } from "./bitset.ts"
import type { CodeRows } from "./code-rows.ts"

/** Which facets of the code rows one pass counts, and where each one's counts start. */
export interface CountedFacets {
  /** How many facets, from the start of `positions` and `offsets`. */
  readonly length: number
  /** Each facet's position in a row. */
  readonly positions: Int32Array
  /** Each facet's first entry in the counts (its code 0). */
  readonly offsets: Int32Array
}

/**
 * Adds `delta` to `counts[offset + code]` of every counted facet for every slot in
 * `include & ~exclude` (all of `include` without `exclude`): one pass over the slots, reading each
 * slot's codes from its row, whatever the number of facets.
 *
 * @example
 * // counts of every facet over the matching slots
 * countRows(rows, facets, counts, matches, null, words, 1)
 */
export function countRows(
  rows: CodeRows,
  facets: CountedFacets,
  counts: Int32Array,
  include: Bits,
  exclude: Bits | null,
  words: number,
  delta: number
): void {
  const codes = rows.codes
  const stride = rows.stride
  const { length, positions, offsets } = facets
  for (let w = 0; w < words; w++) {
    let word = exclude === null ? include[w]! : include[w]! & ~exclude[w]!
    const first = w << 5
    while (word !== 0) {
      const lowest = word & -word
      const row = (first + 31 - Math.clz32(lowest)) * stride
      word ^= lowest
      for (let f = 0; f < length; f++) counts[offsets[f]! + codes[row + positions[f]!]!]! += delta
    }
  }
}
