import { collectSlots, popcount, type Bits } from "./bitset.ts"

/** Slot ids with their count, as one pass over them wants them. */
export interface SlotIds {
  readonly ids: Int32Array
  readonly count: number
}

/** The matching slots of one count, with their ids on demand (a sparse set is scanned by id). */
export class SlotSet {
  private inside: SlotIds | null = null
  readonly count: number

  constructor(
    readonly bits: Bits,
    readonly words: number
  ) {
    this.count = popcount(bits, words)
  }

  /** The slot ids, ascending. */
  slots(): SlotIds {
    if (this.inside === null) {
      const ids = new Int32Array(this.count)
      this.inside = { ids, count: collectSlots(this.bits, this.words, ids) }
    }
    return this.inside
  }
}
