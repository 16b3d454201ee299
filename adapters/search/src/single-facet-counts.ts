import type { Bits } from "./bitset.ts"
import type { CodeRows } from "./code-rows.ts"
import type { SingleFacetColumn } from "./facet-column.ts"
import { countGroups, marginals } from "./row-counts.ts"
import type { SlotSet } from "./slot-set.ts"

/**
 * The counts of the single-valued facets for one query, a segment per facet in one buffer that
 * the next query reuses. The facets counted over the cars matching everything share one pass
 * over them (or over the live cars outside them, when fewer, subtracted from the totals), a
 * step per group of packed codes; a facet whose own filter the query sets then only adds the
 * cars that filter alone turned away.
 */
export class SingleFacetCounts {
  private counts = new Int32Array(0)
  private histograms = new Int32Array(0)
  private readonly offsets: Int32Array
  private histogramOffsets = new Int32Array(0)
  private readonly counted: { length: number; groups: Int32Array; offsets: Int32Array }

  constructor(
    private readonly columns: ReadonlyArray<SingleFacetColumn>,
    private readonly rows: CodeRows
  ) {
    this.offsets = new Int32Array(columns.length)
    this.counted = { length: 0, groups: new Int32Array(0), offsets: new Int32Array(0) }
  }

  /** Counts the facets at these positions over `all` (the cars matching every filter). */
  countAll(positions: ReadonlyArray<number>, all: SlotSet, live: Bits, liveCount: number): void {
    this.layOut()
    const { rows, counted } = this
    const wanted = new Uint8Array(rows.groups)
    for (const position of positions) wanted[rows.group[position]!] = 1
    counted.length = 0
    for (let g = 0; g < rows.groups; g++) {
      if (wanted[g] === 0) continue
      counted.groups[counted.length] = g
      counted.offsets[counted.length++] = this.histogramOffsets[g]!
    }
    const fromTotals = all.count > liveCount / 2
    if (fromTotals) countGroups(rows, counted, this.histograms, live, all.bits, all.words)
    else countGroups(rows, counted, this.histograms, all.bits, null, all.words)
    const byGroup: number[][] = Array.from({ length: rows.groups }, () => [])
    for (const position of positions) {
      if (fromTotals) this.fromTotals(position)
      byGroup[rows.group[position]!]!.push(position)
    }
    byGroup.forEach((facets, g) => this.addMarginals(g, facets, fromTotals ? -1 : 1))
  }

  /**
   * Turns one facet's counts over `all` into its counts over `others`, the cars matching every
   * filter but the facet's own (a superset of `all`): by adding the cars of `others` outside
   * `all`, or, when fewer, by subtracting the live cars outside `others` from the totals.
   */
  widen(position: number, others: SlotSet, all: SlotSet, live: Bits, liveCount: number): void {
    const group = this.rows.group[position]!
    const from = this.histogramOffsets[group]!
    this.histograms.fill(0, from, from + (1 << this.rows.groupBits[group]!))
    const counted = { length: 1, groups: Int32Array.of(group), offsets: Int32Array.of(from) }
    if (others.count - all.count <= liveCount - others.count) {
      countGroups(this.rows, counted, this.histograms, others.bits, all.bits, all.words)
      this.addMarginals(group, [position], 1)
    } else {
      countGroups(this.rows, counted, this.histograms, live, others.bits, all.words)
      this.fromTotals(position)
      this.addMarginals(group, [position], -1)
    }
  }

  /** The counts per code of the facet at `position`, until the next query's `countAll`. */
  of(position: number): Int32Array {
    const offset = this.offsets[position]!
    return this.counts.subarray(offset, offset + this.columns[position]!.dictionary.size)
  }

  /** Cleared room for every facet's counts and every group's histogram, as the rows stand now. */
  private layOut(): void {
    let size = 0
    for (let p = 0; p < this.columns.length; p++) {
      this.offsets[p] = size
      // A facet's bits may cover codes past its values; its segment covers them too.
      size += Math.max(this.columns[p]!.dictionary.size, 1 << this.rows.bitsOf(p))
    }
    if (this.counts.length < size) this.counts = new Int32Array(size * 2)
    this.counts.fill(0, 0, size)
    const { groups, groupBits } = this.rows
    if (this.histogramOffsets.length < groups) {
      this.histogramOffsets = new Int32Array(groups)
      this.counted.groups = new Int32Array(groups)
      this.counted.offsets = new Int32Array(groups)
    }
    let histogramSize = 0
    for (let g = 0; g < groups; g++) {
      this.histogramOffsets[g] = histogramSize
      histogramSize += 1 << groupBits[g]!
    }
    if (this.histograms.length < histogramSize) this.histograms = new Int32Array(histogramSize * 2)
    this.histograms.fill(0, 0, histogramSize)
  }

  private addMarginals(group: number, facets: ReadonlyArray<number>, sign: number): void {
    marginals(this.rows, facets, this.histograms, this.histogramOffsets[group]!, this.counts, this.offsets, sign)
  }

  private fromTotals(position: number): void {
    const column = this.columns[position]!
    this.counts.set(column.totals.subarray(0, column.dictionary.size), this.offsets[position]!)
  }
}
