import { hasBit, setBit, type Bits } from "./bitset.ts"
import type { SlotSet } from "./slot-set.ts"
import { SortOrder } from "./sort-order.ts"
import { sortedRange } from "./sorted-range.ts"
import { sortSlotsByKey } from "./typed-key-sort.ts"

/**
 * One numeric facet's value per slot (`NaN` where a car has none, which then matches no range),
 * with the live slots kept sorted by value, so a facet's min and max are the first and last
 * matching slots of that order.
 */
export class NumericColumn {
  private values: Float64Array
  /** Live slots ascending by value, those without a value last. */
  readonly order: SortOrder
  /** How many live slots have a value (they lead the order). */
  private valued = 0

  constructor(capacity: number) {
    this.values = new Float64Array(capacity).fill(Number.NaN)
    this.order = new SortOrder((a, b) => {
      const [x, y] = [this.values[a]!, this.values[b]!]
      const [xMissing, yMissing] = [Number.isNaN(x), Number.isNaN(y)]
      if (xMissing !== yMissing) return xMissing ? 1 : -1
      return (xMissing || x === y ? 0 : x - y) || a - b
    })
  }

  /** Writes a value; the slot must not be in the order (remove it first). */
  set(slot: number, value: number | null): void {
    this.values[slot] = value === null || !Number.isFinite(value) ? Number.NaN : value
  }

  /** Files a live slot in the order (after `set`). */
  insert(slot: number): void {
    this.order.insert(slot)
    if (!Number.isNaN(this.values[slot]!)) this.valued++
  }

  /** Takes a slot out of the order (before its value changes). */
  remove(slot: number): void {
    const before = this.order.length
    this.order.remove(slot)
    if (this.order.length < before && !Number.isNaN(this.values[slot]!)) this.valued--
  }

  /** Sorts these live slots, ascending, into the order in one go (ties stay by slot, as `insert` files them). */
  rebuild(slots: Int32Array): void {
    this.order.replace(sortSlotsByKey(slots, this.values))
    let valued = 0
    for (let i = 0; i < slots.length; i++) if (!Number.isNaN(this.values[slots[i]!]!)) valued++
    this.valued = valued
  }

  grow(capacity: number): void {
    const grown = new Float64Array(capacity).fill(Number.NaN)
    grown.set(this.values)
    this.values = grown
  }

  /** Sets in `out` the live slots whose value lies in the inclusive range, found in the order. */
  select(min: number | null, max: number | null, out: Bits): void {
    const slots = this.order.slots
    const [from, to] = sortedRange(
      slots,
      this.valued,
      this.values,
      min ?? Number.NEGATIVE_INFINITY,
      max ?? Number.POSITIVE_INFINITY
    )
    for (let i = from; i < to; i++) setBit(out, slots[i]!)
  }

  /** The lowest and highest value in the set, or `null` when no slot of it has one. */
  stats(set: SlotSet): { readonly min: number; readonly max: number } | null {
    if (set.count === 0 || this.valued === 0) return null
    // A sparse set is cheaper to scan than to look for in the order.
    if (set.count * 32 < this.valued) return this.scan(set)
    const slots = this.order.slots
    let first = 0
    while (first < this.valued && !hasBit(set.bits, slots[first]!)) first++
    if (first === this.valued) return null
    let last = this.valued - 1
    while (!hasBit(set.bits, slots[last]!)) last--
    return { min: this.values[slots[first]!]!, max: this.values[slots[last]!]! }
  }

  private scan(set: SlotSet): { readonly min: number; readonly max: number } | null {
    let min = Number.POSITIVE_INFINITY
    let max = Number.NEGATIVE_INFINITY
    const { ids, count } = set.slots()
    for (let i = 0; i < count; i++) {
      const value = this.values[ids[i]!]!
      if (value < min) min = value
      if (value > max) max = value
    }
    return min <= max ? { min, max } : null
  }
}
