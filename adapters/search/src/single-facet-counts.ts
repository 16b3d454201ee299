import type { Bits } from "./bitset.ts"
import type { CodeRows } from "./code-rows.ts"
import type { SingleFacetColumn } from "./facet-column.ts"
import { countRows, type CountedFacets } from "./row-counts.ts"
import type { SlotSet } from "./slot-set.ts"

// Timed at a million cars: a popcount of one word of a set costs about 0.7 of one car's step in
// a counting pass.
const WORD_COST = 7
const SLOT_COST = 10

/**
 * The counts of the single-valued facets for one query, a segment per facet in one buffer that
 * the next query reuses. The facets counted over the cars matching everything share one pass
 * over them (or over the few live cars outside them, subtracted from the totals); a facet whose
 * own filter the query sets then only adds the cars that filter alone turned away.
 */
export class SingleFacetCounts {
  private buffer = new Int32Array(0)
  private readonly offsets: Int32Array
  private readonly counted: { length: number; readonly positions: Int32Array; readonly offsets: Int32Array }
  private readonly one: CountedFacets

  constructor(
    private readonly columns: ReadonlyArray<SingleFacetColumn>,
    private readonly rows: CodeRows
  ) {
    this.offsets = new Int32Array(columns.length)
    this.counted = { length: 0, positions: new Int32Array(columns.length), offsets: new Int32Array(columns.length) }
    this.one = { length: 1, positions: new Int32Array(1), offsets: new Int32Array(1) }
  }

  /**
   * Counts the facets at these positions over `all` (the cars matching every filter) into
   * segments sized to each facet's values: by popcount where the facet has a bitset per value and
   * that is cheaper, the others in one shared pass.
   */
  countAll(positions: ReadonlyArray<number>, all: SlotSet, live: Bits, liveCount: number): void {
    let size = 0
    for (let p = 0; p < this.columns.length; p++) {
      this.offsets[p] = size
      size += this.columns[p]!.dictionary.size
    }
    if (this.buffer.length < size) this.buffer = new Int32Array(size * 2)
    this.buffer.fill(0, 0, size)
    const fromTotals = all.count > liveCount / 2
    const passSlots = fromTotals ? liveCount - all.count : all.count
    const counted = this.counted
    counted.length = 0
    for (const position of positions) {
      if (this.countedByBits(position, all, passSlots)) continue
      counted.positions[counted.length] = position
      counted.offsets[counted.length++] = this.offsets[position]!
      if (fromTotals) this.fromTotals(position)
    }
    if (counted.length === 0) return
    if (fromTotals) countRows(this.rows, counted, this.buffer, live, all.bits, all.words, -1)
    else countRows(this.rows, counted, this.buffer, all.bits, null, all.words, 1)
  }

  /**
   * Turns one facet's counts over `all` into its counts over `others`, the cars matching every
   * filter but the facet's own (a superset of `all`): by popcount over `others` where cheaper,
   * else by adding the cars of `others` outside `all`, or, when fewer, by subtracting the live
   * cars outside `others` from the totals.
   */
  widen(position: number, others: SlotSet, all: SlotSet, live: Bits, liveCount: number): void {
    const added = others.count - all.count
    const outside = liveCount - others.count
    if (this.countedByBits(position, others, Math.min(added, outside))) return
    this.one.positions[0] = position
    this.one.offsets[0] = this.offsets[position]!
    if (added <= outside) countRows(this.rows, this.one, this.buffer, others.bits, all.bits, all.words, 1)
    else {
      this.fromTotals(position)
      countRows(this.rows, this.one, this.buffer, live, others.bits, all.words, -1)
    }
  }

  /** Counts a facet over the set by popcount when it has bitsets and they cost less than a pass over `passSlots` cars. */
  private countedByBits(position: number, set: SlotSet, passSlots: number): boolean {
    const column = this.columns[position]!
    const popcounts = column.popcounts()
    if (popcounts === null || popcounts * set.words * WORD_COST >= passSlots * SLOT_COST) return false
    column.countByBits(set.bits, set.count, set.words, this.buffer, this.offsets[position]!)
    return true
  }

  /** The counts per code (code 0 not kept) of the facet at `position`, until the next query's `countAll`. */
  of(position: number): Int32Array {
    const offset = this.offsets[position]!
    return this.buffer.subarray(offset, offset + this.columns[position]!.dictionary.size)
  }

  private fromTotals(position: number): void {
    const column = this.columns[position]!
    this.buffer.set(column.totals.subarray(0, column.dictionary.size), this.offsets[position]!)
  }
}
