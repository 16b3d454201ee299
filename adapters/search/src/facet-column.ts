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
  /** Sets in `out` (all clear, `words` long) the live slots having any of the codes. */
  select(codes: ReadonlyArray<number>, out: Bits, words: number, live: Bits): void
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
    this.groups.add(code, slot)
  }

  unassign(slot: number): void {
    const code = this.rows.get(slot, this.position)
    this.counts[code]!--
    this.rows.set(slot, this.position, 0)
    this.groups.remove(code, slot)
  }

  /** The code rows grow with the index. */
  grow(): void {}

  trim(): void {
    this.groups.trim()
  }

  /**
   * Reads the slots of the chosen codes; when they hold most live cars, starts from the live
   * slots and clears those of the other codes (code 0, "no value", has its list too), which are
   * fewer.
   */
  select(codes: ReadonlyArray<number>, out: Bits, words: number, live: Bits): void {
    const chosen = new Set(codes)
    let inside = 0
    let all = 0
    for (let code = 0; code < this.dictionary.size; code++) {
      all += this.counts[code]!
      if (chosen.has(code)) inside += this.counts[code]!
    }
    if (inside * 2 <= all) return this.groups.select(chosen, out)
    out.set(live.subarray(0, words))
    const others: number[] = []
    for (let code = 0; code < this.dictionary.size; code++) if (!chosen.has(code)) others.push(code)
    this.groups.clear(others, out)
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

  select(codes: ReadonlyArray<number>, out: Bits, words: number): void {
    for (const code of codes) if (code > 0) orInto(out, this.setOf(code), words)
  }

  /** Counts per code over a set of live slots, by popcount. */
  count(set: SlotSet): Int32Array {
    const counts = new Int32Array(this.dictionary.size)
    for (let code = 1; code < counts.length; code++) counts[code] = popcountAnd(this.setOf(code), set.bits, set.words)
    return counts
  }
}
