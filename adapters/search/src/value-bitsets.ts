import { clearBit, popcountAnd, resized, setBit, wordsFor, type Bits } from "./bitset.ts"

/** Past this many values a facet drops its bitsets: they would cost more memory than they save time. */
export const MOST_BITSET_VALUES = 32

/**
 * A bitset of the slots of each value of a facet with few values (body, fuel, transmission,
 * year, ...), so the facet can be counted over a dense set by one popcount per value (an eighth
 * of a byte a slot each) instead of a step per matching car. Given up for good once the facet has
 * more than `MOST_BITSET_VALUES` values.
 */
export class ValueBitsets {
  private sets: Bits[] | null = []
  private words: number

  constructor(capacity: number) {
    this.words = wordsFor(capacity)
  }

  /** Whether the facet still has its bitsets. */
  get kept(): boolean {
    return this.sets !== null
  }

  /** Files a slot under a code (not 0, "no value"). */
  add(code: number, slot: number): void {
    if (this.sets === null) return
    if (code > MOST_BITSET_VALUES) return void (this.sets = null)
    while (this.sets.length <= code) this.sets.push(new Uint32Array(this.words))
    setBit(this.sets[code]!, slot)
  }

  remove(code: number, slot: number): void {
    const set = this.sets?.[code]
    if (set) clearBit(set, slot)
  }

  grow(capacity: number): void {
    this.words = wordsFor(capacity)
    if (this.sets) this.sets = this.sets.map((set) => resized(set, this.words))
  }

  /**
   * How many popcounts `countInto` takes: one per code with a live slot, less one when every live
   * slot has a value (the last count is then what the others leave of the set).
   */
  popcounts(totals: Int32Array, size: number): number {
    let codes = 0
    for (let code = 1; code < size; code++) if (totals[code]! > 0) codes++
    return totals[0] === 0 && codes > 0 ? codes - 1 : codes
  }

  /**
   * Writes the count of each code 1..size-1 over a set of live slots into `out` from `offset`
   * (code 0 is left alone: no facet shows it).
   */
  countInto(set: Bits, setCount: number, words: number, totals: Int32Array, size: number, out: Int32Array, offset: number): void {
    const sets = this.sets!
    let derived = totals[0] === 0 ? size - 1 : 0
    while (derived > 0 && totals[derived]! === 0) derived--
    let rest = setCount
    for (let code = 1; code < size; code++) {
      const counted = code === derived || totals[code]! === 0 ? 0 : popcountAnd(sets[code]!, set, words)
      out[offset + code] = counted
      rest -= counted
    }
    if (derived > 0) out[offset + derived] = rest
  }
}
