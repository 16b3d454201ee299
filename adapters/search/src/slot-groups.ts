import type { Bits } from "./bitset.ts"
import { SlotList } from "./slot-list.ts"

/**
 * Slots grouped by a numeric key (a facet value's code, a location id), one ascending posting
 * list per key: selecting some keys costs the slots they hold, where a column would be scanned
 * slot by slot. Four bytes a slot, where a bitset per value would cost an eighth of a byte per
 * slot for every value.
 */
export class SlotGroups {
  private readonly lists = new Map<number, SlotList>()

  add(key: number, slot: number): void {
    let list = this.lists.get(key)
    if (!list) this.lists.set(key, (list = new SlotList()))
    list.insert(slot)
  }

  remove(key: number, slot: number): void {
    const list = this.lists.get(key)
    if (!list) return
    list.remove(slot)
    if (list.length === 0) this.lists.delete(key)
  }

  /** How many slots hold the key. */
  sizeOf(key: number): number {
    return this.lists.get(key)?.length ?? 0
  }

  /** Sets in `out` the slots of every key given. */
  select(keys: Iterable<number>, out: Bits): void {
    for (const key of keys) {
      const list = this.lists.get(key)
      if (!list) continue
      const slots = list.slots
      for (let i = 0; i < list.length; i++) {
        const slot = slots[i]!
        out[slot >>> 5]! |= 1 << (slot & 31)
      }
    }
  }

  /** Clears in `out` the slots of every key given. */
  clear(keys: Iterable<number>, out: Bits): void {
    for (const key of keys) {
      const list = this.lists.get(key)
      if (!list) continue
      const slots = list.slots
      for (let i = 0; i < list.length; i++) {
        const slot = slots[i]!
        out[slot >>> 5]! &= ~(1 << (slot & 31))
      }
    }
  }

  /** Gives back the room the lists grew into while a build appended to them. */
  trim(): void {
    for (const list of this.lists.values()) list.trim()
  }
}
