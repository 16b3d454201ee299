import { termMatch } from "@dealer/core/search"
import { hasBit, setBit, type Bits } from "./bitset.ts"
import { SlotList } from "./slot-list.ts"
import { SortedTerms } from "./sorted-terms.ts"

/** The words of one document as the text index files them. */
export interface TextTerms {
  readonly words: ReadonlyArray<string>
  readonly codes: ReadonlyArray<string>
  readonly identifiers: ReadonlyArray<string>
}

/**
 * Free-text postings: descriptive words (year, make, model, badge, series, colour) matched by
 * prefix or one typo, scanned per query since there are few of them; stock numbers and VINs
 * matched by prefix in a sorted term list, since there are about as many as cars; and whole
 * identifiers for the exact match that ranks first.
 */
export class TextIndex {
  private readonly words = new Map<string, SlotList>()
  private readonly codes = new SortedTerms()
  private readonly identifiers = new SortedTerms()

  add(slot: number, terms: TextTerms): void {
    for (const word of terms.words) {
      let list = this.words.get(word)
      if (!list) this.words.set(word, (list = new SlotList()))
      list.insert(slot)
    }
    for (const code of terms.codes) this.codes.add(code, slot)
    for (const key of terms.identifiers) this.identifiers.add(key, slot)
  }

  remove(slot: number, terms: TextTerms): void {
    for (const word of terms.words) {
      const list = this.words.get(word)
      list?.remove(slot)
      if (list?.length === 0) this.words.delete(word)
    }
    for (const code of terms.codes) this.codes.remove(code, slot)
    for (const key of terms.identifiers) this.identifiers.remove(key, slot)
  }

  /** Sorts the stock numbers and VINs added by a build, before the first search needs them. */
  settle(): void {
    this.codes.settle()
    this.identifiers.settle()
  }

  /** Slots whose stock number or VIN is exactly `key` (see `identifierKey`). */
  exact(key: string): ReadonlyArray<number> {
    return key === "" ? [] : this.identifiers.slotsOf(key)
  }

  /**
   * Sets in `out` (all clear) the slots with a term matching `word`, and adds to `scores[slot]`
   * the best match quality (3 exact, 2 prefix, 1 typo) of each.
   */
  matchWord(word: string, out: Bits, scores: Uint8Array): void {
    const byQuality: [SlotList[], SlotList[], SlotList[], SlotList[]] = [[], [], [], []]
    for (const [term, list] of this.words) byQuality[termMatch(word, term)].push(list)
    const prefixed: number[] = []
    const mark = (slot: number, quality: number) => {
      if (hasBit(out, slot)) return
      setBit(out, slot)
      scores[slot]! += quality
    }
    // Best quality first, so the first time a slot is seen is its best match for this word.
    for (const list of byQuality[3]) for (let i = 0; i < list.length; i++) mark(list.slots[i]!, 3)
    this.codes.forEachPrefix(word, (term, slot) => (term === word ? mark(slot, 3) : prefixed.push(slot)))
    for (const list of byQuality[2]) for (let i = 0; i < list.length; i++) mark(list.slots[i]!, 2)
    for (const slot of prefixed) mark(slot, 2)
    for (const list of byQuality[1]) for (let i = 0; i < list.length; i++) mark(list.slots[i]!, 1)
  }
}
