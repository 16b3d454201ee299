import { collectSlots, popcount, type Bits } from "./bitset.ts"

/** Slot ids with their count, as one pass over them wants them. */
export interface SlotIds {
  readonly ids: Int32Array
  readonly count: number
}

/**
 * The matching slots of one count, with the live slots outside it on demand: when most live cars
 * match, a column counts the few outside and subtracts them from its totals instead.
 */
export class SlotSet {
  private inside: SlotIds | null = null
  private outsideIds: SlotIds | null = null
  readonly count: number

  constructor(
    readonly bits: Bits,
    readonly words: number,
    private readonly live: Bits,
    private readonly liveCount: number
  ) {
    this.count = popcount(bits, words)
  }

  /** Counting the complement is cheaper. */
  get mostlyFull(): boolean {
    return this.count > this.liveCount / 2
  }

  slots(): SlotIds {
    if (this.inside === null) {
      const ids = new Int32Array(this.count)
      this.inside = { ids, count: collectSlots(this.bits, this.words, ids) }
    }
    return this.inside
  }

  /** Live slots not in the set. */
  outside(): SlotIds {
    if (this.outsideIds === null) {
      const rest = new Uint32Array(this.words)
      for (let w = 0; w < this.words; w++) rest[w] = (this.live[w] ?? 0) & ~(this.bits[w] ?? 0)
      const ids = new Int32Array(Math.max(0, this.liveCount - this.count))
      this.outsideIds = { ids, count: collectSlots(rest, this.words, ids) }
    }
    return this.outsideIds
  }
}
