/** Compares two document slots; never 0 for two different live slots (the car id breaks ties). */
export type SlotCompare = (a: number, b: number) => number

/**
 * Live document slots kept in one sort order, so a page is read by walking it instead of
 * sorting per query. A slot is removed before its sort keys change and inserted after.
 */
export class SortOrder {
  private order: Int32Array = new Int32Array(16)
  length = 0

  constructor(private readonly compare: SlotCompare) {}

  get slots(): Int32Array {
    return this.order
  }

  /** Replaces the order with these slots, already sorted as `compare` sorts them (see `sortByKeys`). */
  replace(sorted: Int32Array): void {
    this.order = sorted
    this.length = sorted.length
  }

  insert(slot: number): void {
    if (this.length === this.order.length) {
      const grown = new Int32Array(Math.max(16, this.order.length * 2))
      grown.set(this.order)
      this.order = grown
    }
    const at = this.position(slot)
    this.order.copyWithin(at + 1, at, this.length)
    this.order[at] = slot
    this.length++
  }

  remove(slot: number): void {
    const at = this.position(slot)
    if (at < this.length && this.order[at] === slot) {
      this.order.copyWithin(at, at + 1, this.length)
      this.length--
    }
  }

  /** The first index whose slot does not sort before `slot`. */
  private position(slot: number): number {
    let low = 0
    let high = this.length
    while (low < high) {
      const mid = (low + high) >>> 1
      if (this.compare(this.order[mid]!, slot) < 0) low = mid + 1
      else high = mid
    }
    return low
  }
}
