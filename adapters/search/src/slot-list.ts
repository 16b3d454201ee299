/** A growable, ascending list of document slots (a posting list). */
export class SlotList {
  private data: Int32Array
  length = 0

  constructor(capacity = 4) {
    this.data = new Int32Array(capacity)
  }

  get slots(): Int32Array {
    return this.data
  }

  /** Inserts a slot keeping the list ascending; a slot already present is left alone. */
  insert(slot: number): void {
    const at = this.lowerBound(slot)
    if (at < this.length && this.data[at] === slot) return
    if (this.length === this.data.length) {
      const grown = new Int32Array(Math.max(4, this.data.length * 2))
      grown.set(this.data)
      this.data = grown
    }
    this.data.copyWithin(at + 1, at, this.length)
    this.data[at] = slot
    this.length++
  }

  remove(slot: number): void {
    const at = this.lowerBound(slot)
    if (at >= this.length || this.data[at] !== slot) return
    this.data.copyWithin(at, at + 1, this.length)
    this.length--
  }

  /** Gives back unused capacity (after a bulk of inserts); the next insert grows it again. */
  trim(): void {
    if (this.data.length > this.length) this.data = this.data.slice(0, Math.max(1, this.length))
  }

  private lowerBound(slot: number): number {
    let low = 0
    let high = this.length
    if (high > 0 && (this.data[high - 1] ?? 0) < slot) return high
    while (low < high) {
      const mid = (low + high) >>> 1
      if ((this.data[mid] ?? 0) < slot) low = mid + 1
      else high = mid
    }
    return low
  }
}
