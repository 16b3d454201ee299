import type { SlotCompare } from "./sort-order.ts"
import { sortSlotsByKey } from "./typed-key-sort.ts"

/** One key of a sort order: a per-slot column (read afresh, since columns are replaced when they grow). */
export interface SortKey {
  readonly column: () => Float64Array
  readonly descending: boolean
}

/**
 * The comparator of keys, most significant first, for filing one slot into a sorted order. Equal
 * numbers (`-0` and `0` too) fall through to the next key, as in `sortByKeys`.
 */
export function compareByKeys(keys: ReadonlyArray<SortKey>): SlotCompare {
  return (a, b) => {
    for (const { column, descending } of keys) {
      const values = column()
      const x = values[a]!
      const y = values[b]!
      if (x < y) return descending ? 1 : -1
      if (x > y) return descending ? -1 : 1
    }
    return 0
  }
}

/**
 * The slots sorted by the keys, most significant first, in the order `compareByKeys` gives: one
 * stable typed-key sort per key, least significant first, so each later sort keeps the earlier
 * ones' order among its ties.
 */
export function sortByKeys(slots: Int32Array, keys: ReadonlyArray<SortKey>): Int32Array {
  let order = slots
  for (let k = keys.length - 1; k >= 0; k--) order = sortSlotsByKey(order, keys[k]!.column(), keys[k]!.descending)
  return order
}
