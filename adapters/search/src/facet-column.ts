import { clearBit, orInto, popcountAnd, resized, setBit, type Bits } from "./bitset.ts"
import type { CodeRows } from "./code-rows.ts"
import { FacetDictionary } from "./facet-dictionary.ts"
import { SlotGroups } from "./slot-groups.ts"
import type { SlotSet } from "./slot-set.ts"

/** One facet's values for every document slot. */
export interface FacetColumn {
  readonly dictionary: FacetDictionary
  assign(slot: number, values: ReadonlyArray<string>): void
  unassign(slot: number, values: ReadonlyArray<string>): void
  grow(capacity: number): void
  /** Gives back room grown into during a build. */
  trim(): void
  /** Sets in `out` (all clear) the slots below `size` having any of the codes. */
  select(codes: ReadonlyArray<number>, out: Bits, size: number): void
}

/**
 * A facet with at most one value per car: its code per slot at one position of the index's code
 * rows (counted there with the other facets, see `SingleFacetCounts`), the live slots per code,
 * and the slots of each code, so a selection costs the cars it selects.
 */
export class SingleFacetColumn implements FacetColumn {
  private counts = new Int32Array(8)
  private readonly groups = new SlotGroups()

  constructor(
    readonly dictionary: FacetDictionary,
    private readonly rows: CodeRows,
    readonly position: number
  ) {}

  assign(slot: number, values: ReadonlyArray<string>): void {
    const value = values[0]
    const code = value === undefined ? 0 : this.dictionary.codeOf(value)
    if (code >= this.counts.length) {
      const grown = new Int32Array(Math.max(code + 1, this.counts.length * 2))
      grown.set(this.counts)
      this.counts = grown
    }
    this.rows.set(slot, this.position, code)
    this.counts[code]!++
    if (code !== 0) this.groups.add(code, slot)
  }

  unassign(slot: number): void {
    const code = this.rows.get(slot, this.position)
    this.counts[code]!--
    this.rows.set(slot, this.position, 0)
    if (code !== 0) this.groups.remove(code, slot)
  }

  /** The code rows grow with the index. */
  grow(): void {}

  trim(): void {
    this.groups.trim()
  }

  select(codes: ReadonlyArray<number>, out: Bits): void {
    this.groups.select(codes, out)
  }

  /** Live slots per code, code 0 (no value) included; at least `dictionary.size` long. */
  get totals(): Int32Array {
    return this.counts
  }
}

/** A facet with several values per car (categories, features): one bitset per value, counted by popcount. */
export class MultiFacetColumn implements FacetColumn {
  private readonly sets: Bits[] = [new Uint32Array(0)]
  private words: number

  constructor(
    readonly dictionary: FacetDictionary,
    capacity: number
  ) {
    this.words = (capacity + 31) >>> 5
  }

  private setOf(code: number): Bits {
    while (this.sets.length <= code) this.sets.push(new Uint32Array(this.words))
    return this.sets[code]!
  }

  assign(slot: number, values: ReadonlyArray<string>): void {
    for (const value of values) setBit(this.setOf(this.dictionary.codeOf(value)), slot)
  }

  unassign(slot: number, values: ReadonlyArray<string>): void {
    for (const value of values) {
      const code = this.dictionary.find(value)
      if (code !== undefined) clearBit(this.setOf(code), slot)
    }
  }

  grow(capacity: number): void {
    this.words = (capacity + 31) >>> 5
    for (let code = 1; code < this.sets.length; code++) this.sets[code] = resized(this.sets[code]!, this.words)
  }

  trim(): void {}

  select(codes: ReadonlyArray<number>, out: Bits, size: number): void {
    const words = (size + 31) >>> 5
    for (const code of codes) if (code > 0) orInto(out, this.setOf(code), words)
  }

  /** Counts per code over a set of live slots, by popcount. */
  count(set: SlotSet): Int32Array {
    const counts = new Int32Array(this.dictionary.size)
    for (let code = 1; code < counts.length; code++) counts[code] = popcountAnd(this.setOf(code), set.bits, set.words)
    return counts
  }
}
