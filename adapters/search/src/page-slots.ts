import { PAGE_SIZE, type SortBy } from "@dealer/core/search"
import { hasBit, type Bits } from "./bitset.ts"
import type { TenantIndex } from "./tenant-index.ts"

/** Collects one page of slots, skipping the `offset` before it. */
class PageCollector {
  readonly slots: number[] = []
  private skipped = 0

  constructor(private readonly offset: number) {}

  /** How many more slots the page takes, counting those it skips. */
  get room(): number {
    return this.offset - this.skipped + PAGE_SIZE - this.slots.length
  }

  /** Adds a slot in order; answers whether the page is full. */
  add(slot: number): boolean {
    if (this.skipped < this.offset) this.skipped++
    else this.slots.push(slot)
    return this.slots.length >= PAGE_SIZE
  }
}

function walkOrder(index: TenantIndex, sortBy: SortBy, matches: Bits, page: PageCollector): void {
  const order = index.orders[sortBy]
  const slots = order.slots
  for (let i = 0; i < order.length; i++) {
    const slot = slots[i]!
    if (hasBit(matches, slot) && page.add(slot)) return
  }
}

/**
 * Where the rank of `slots[start]` ends in the relevance order (ranks descending): a binary search,
 * since reading each slot's rank would cost a cache miss per car.
 */
function rankEnd(slots: Int32Array, rank: Float64Array, start: number, length: number): number {
  const groupRank = rank[slots[start]!]!
  let low = start + 1
  let high = length
  while (low < high) {
    const mid = (low + high) >>> 1
    if (rank[slots[mid]!]! >= groupRank) low = mid + 1
    else high = mid
  }
  return low
}

/**
 * Most relevant with a text query: an exact stock number or VIN match first, then the relevance
 * order (custom_rank descending), and within one rank the better text score first; ties keep the
 * precomputed order (newest, then car id), so pages are stable. A rank holds most of the stock
 * (there are a few ranks), so its walk is kept tight and each score keeps only the slots the
 * page can still take.
 */
function walkRelevance(
  index: TenantIndex,
  matches: Bits,
  scores: Uint8Array,
  exact: ReadonlyArray<number>,
  page: PageCollector
) {
  const first = exact.filter((slot) => hasBit(matches, slot))
  const position = new Map<number, number>()
  const order = index.orders.relevance
  const slots = order.slots
  if (first.length > 1) for (let i = 0; i < order.length; i++) position.set(slots[i]!, i)
  first.sort((a, b) => (position.get(a) ?? 0) - (position.get(b) ?? 0))
  for (const slot of first) if (page.add(slot)) return
  const skip = new Set(first)
  const rank = index.rank
  const length = order.length
  const buckets: number[][] = []
  for (let start = 0; start < length;) {
    const end = rankEnd(slots, rank, start, length)
    const room = page.room
    for (let at = start; at < end; at++) {
      const slot = slots[at]!
      if (((matches[slot >>> 5]! >>> (slot & 31)) & 1) === 0 || (skip.size > 0 && skip.has(slot))) continue
      const bucket = (buckets[scores[slot]!] ??= [])
      if (bucket.length < room) bucket.push(slot)
    }
    for (let score = buckets.length - 1; score >= 0; score--) {
      for (const slot of buckets[score] ?? []) if (page.add(slot)) return
    }
    buckets.length = 0
    start = end
  }
}

/**
 * The slots of page `page` (1-based) of the matching cars in the query's order.
 *
 * @example
 * pageSlots(index, "price_asc", matches, total, 2, null, [])
 */
export function pageSlots(
  index: TenantIndex,
  sortBy: SortBy,
  matches: Bits,
  total: number,
  page: number,
  scores: Uint8Array | null,
  exact: ReadonlyArray<number>
): ReadonlyArray<number> {
  const offset = (page - 1) * PAGE_SIZE
  if (offset >= total) return []
  const collector = new PageCollector(offset)
  if (sortBy === "relevance" && scores !== null) walkRelevance(index, matches, scores, exact, collector)
  else walkOrder(index, sortBy, matches, collector)
  return collector.slots
}
