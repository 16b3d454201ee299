import {
  compareFacetValues,
  emptyResultFacets,
  emptyResultFacetStats,
  facetValueLabel,
  mergeCarTypeItems,
  RANGE_FILTERS,
  RELABELLED_FACETS,
  type FacetItem,
  type FacetLabelTexts,
  type FacetName,
  type FacetStats,
  type RangeFilter,
  type ResultFacets,
  type ResultFacetStats,
  type StockQuery
} from "@dealer/core/search"
import type { Bits } from "./bitset.ts"
import { SingleFacetColumn, type MultiFacetColumn } from "./facet-column.ts"
import type { ScratchBits } from "./scratch-bits.ts"
import { SlotSet } from "./slot-set.ts"
import type { QueryFilters } from "./query-filters.ts"
import { SINGLE_VALUED, type TenantIndex } from "./tenant-index.ts"

export interface FacetContext {
  readonly query: StockQuery
  readonly mergeNewAndDemo: boolean
  readonly texts: FacetLabelTexts
}

/** The slots matching every filter, and each filter's "everything but me" set. */
export interface MatchSets {
  readonly all: SlotSet
  /** Per dimension, the slots matching every other filter. */
  readonly others: ReadonlyArray<SlotSet>
}

/** Intersects the filters once forwards and once backwards, so each "all but one" costs one AND. */
export function matchSets(filters: QueryFilters, scratch: ScratchBits): MatchSets {
  const { base, dimensions, words } = filters
  const both = (a: Bits, b: Bits) => {
    const out = scratch.take()
    for (let w = 0; w < words; w++) out[w] = a[w]! & b[w]!
    return out
  }
  const prefix: Bits[] = [base]
  for (const dimension of dimensions) prefix.push(both(prefix[prefix.length - 1]!, dimension.bits))
  const others: Bits[] = new Array(dimensions.length)
  let suffix: Bits | null = null
  for (let i = dimensions.length - 1; i >= 0; i--) {
    others[i] = suffix ? both(prefix[i]!, suffix) : prefix[i]!
    suffix = suffix ? both(suffix, dimensions[i]!.bits) : dimensions[i]!.bits
  }
  const set = (bits: Bits) => new SlotSet(bits, words)
  return { all: set(prefix[prefix.length - 1]!), others: others.map(set) }
}

function facetItems(
  index: TenantIndex,
  name: FacetName,
  counts: Int32Array,
  context: FacetContext
): ReadonlyArray<FacetItem> {
  const { dictionary } = index.facets[name]
  const selected = (context.query.filters as Partial<Record<FacetName, ReadonlyArray<string>>>)[name] ?? []
  const items: FacetItem[] = []
  for (const code of dictionary.sortedCodes()) {
    const count = counts[code] ?? 0
    if (count === 0 && selected.length === 0) continue
    const value = dictionary.values[code]!
    if (count > 0 || selected.includes(value)) items.push({ label: value, value, count })
  }
  const unknown = selected.filter((value) => dictionary.find(value) === undefined)
  if (unknown.length > 0) {
    const compare = compareFacetValues(name)
    items.push(...unknown.map((value) => ({ label: value, value, count: 0 })))
    items.sort((a, b) => compare(a.value, b.value))
  }
  const merged = name === "car_type" ? mergeCarTypeItems(items, context.mergeNewAndDemo) : items
  if (!RELABELLED_FACETS.has(name)) return merged
  return merged.map((item) => ({ ...item, label: facetValueLabel(name, item.value, context) }))
}

/**
 * Counts the wanted facets and the numeric stats: a facet or range with a selection over the
 * cars matching every other filter, the rest over the cars matching everything. The
 * single-valued facets are counted together in one pass over the matching cars (see
 * `SingleFacetCounts`); the multi-valued ones by popcount.
 */
export function facetResults(
  index: TenantIndex,
  filters: QueryFilters,
  sets: MatchSets,
  wanted: ReadonlySet<FacetName>,
  context: FacetContext
): { readonly facets: ResultFacets; readonly facetStats: ResultFacetStats } {
  const facets: Partial<Record<FacetName, ReadonlyArray<FacetItem>>> = {}
  const stats: Partial<Record<RangeFilter, FacetStats | null>> = {}
  const { live, count: liveCount, singleCounts } = index
  const positions = SINGLE_VALUED.flatMap((name, position) => (wanted.has(name) ? [position] : []))
  singleCounts.countAll(positions, sets.all, live, liveCount)
  const owned = new Set<string>()
  filters.dimensions.forEach((dimension, i) => {
    const set = sets.others[i]!
    for (const name of dimension.facets) {
      owned.add(name)
      if (!wanted.has(name)) continue
      const column = index.facets[name]
      if (column instanceof SingleFacetColumn) {
        singleCounts.widen(column.position, set, sets.all, live, liveCount)
        facets[name] = facetItems(index, name, singleCounts.of(column.position), context)
      } else facets[name] = facetItems(index, name, (column as MultiFacetColumn).count(set), context)
    }
    for (const name of dimension.stats) {
      owned.add(name)
      stats[name] = index.numbers[name].stats(set)
    }
  })
  for (const name of wanted) {
    if (owned.has(name)) continue
    const column = index.facets[name]
    const counts =
      column instanceof SingleFacetColumn
        ? singleCounts.of(column.position)
        : (column as MultiFacetColumn).count(sets.all)
    facets[name] = facetItems(index, name, counts, context)
  }
  for (const name of RANGE_FILTERS) {
    if (!owned.has(name)) stats[name] = index.numbers[name].stats(sets.all)
  }
  return {
    facets: { ...emptyResultFacets, ...facets },
    facetStats: { ...emptyResultFacetStats, ...stats }
  }
}
