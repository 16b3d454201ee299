import type { Bits } from "./bitset.ts"

/**
 * Bitsets and text scores one query works in, kept for the next query instead of allocated
 * afresh: at a million cars a query took a dozen 125 KB sets and a 1 MB score array, and those
 * allocations outside the heap set off full collections of the whole index (pauses of tens of
 * milliseconds in the slowest searches). A query is synchronous, so one set of buffers per
 * index is enough.
 */
export class ScratchBits {
  private buffers: Bits[] = []
  private used = 0
  private words = 0
  private textScores = new Uint8Array(0)

  /** Starts a query over `words` words: every buffer taken before is free again. */
  reset(words: number): void {
    if (words !== this.words) {
      this.buffers = []
      this.words = words
    }
    this.used = 0
  }

  /** A cleared set of `words` words (see `reset`). */
  take(): Bits {
    let bits = this.buffers[this.used]
    if (bits === undefined) this.buffers.push((bits = new Uint32Array(this.words)))
    else bits.fill(0)
    this.used++
    return bits
  }

  /** A copy of `source`'s first words in a buffer taken from here. */
  copy(source: Bits): Bits {
    const bits = this.take()
    bits.set(source.subarray(0, this.words))
    return bits
  }

  /** Cleared text scores for `size` slots. */
  scores(size: number): Uint8Array {
    if (this.textScores.length !== size) this.textScores = new Uint8Array(size)
    else this.textScores.fill(0)
    return this.textScores
  }
}
