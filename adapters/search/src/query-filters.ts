import { nearbyLocations } from "@dealer/core/locations"
import {
  carTypeSelection,
  FILTER_FACETS,
  identifierKey,
  queryWords,
  RANGE_FILTERS,
  type FacetName,
  type RangeFilter,
  type SearchScope,
  type StockQuery
} from "@dealer/core/search"
import { andInto, setBit, wordsFor, type Bits } from "./bitset.ts"
import type { SlotGroups } from "./slot-groups.ts"
import type { TenantIndex } from "./tenant-index.ts"

/** A filter whose own counts ignore it: one selected facet, or one numeric range. */
export interface Dimension {
  readonly bits: Bits
  /** The facets whose counts this filter leaves out of its own counting. */
  readonly facets: ReadonlyArray<FacetName>
  readonly stats: ReadonlyArray<RangeFilter>
}

/** The filters of one query over one index. */
export interface QueryFilters {
  readonly words: number
  /** Every filter that is not a facet: visibility, text, location, lowest-price-needs-price. */
  readonly base: Bits
  readonly dimensions: ReadonlyArray<Dimension>
  /** Per-slot text score (sum over query words of 3 exact, 2 prefix, 1 typo), or `null` without text. */
  readonly scores: Uint8Array | null
  /** Slots whose stock number or VIN is the whole query. */
  readonly exact: ReadonlyArray<number>
}

/** The facet counted beside a numeric range, which ignores that range like the range's own stats. */
const RANGE_FACET: Partial<Record<RangeFilter, FacetName>> = {
  price: "price_range",
  weekly_price: "weekly_price_range",
  year: "year"
}

/** Every query word must match, unless the whole query is a car's stock number or VIN ("T-1234"). */
function textFilter(index: TenantIndex, query: string, base: Bits, words: number) {
  const wanted = queryWords(query)
  if (wanted.length === 0) return { scores: null, exact: [] }
  const scores = index.scratch.scores(index.size)
  let found: Bits | null = null
  for (const word of wanted) {
    const matched = index.scratch.take()
    index.text.matchWord(word, matched, scores)
    if (found === null) found = matched
    else andInto(found, matched, words)
  }
  const exact = index.text.exact(identifierKey(query))
  for (const slot of exact) setBit(found!, slot)
  andInto(base, found!, words)
  return { scores, exact }
}

/** A chosen location or dealership, and the locations within the radius, each read from its slot groups. */
function locationFilter(index: TenantIndex, scope: SearchScope, query: StockQuery, base: Bits, words: number) {
  const { location } = query
  const filters: Array<readonly [SlotGroups, ReadonlySet<number>]> = []
  if (location.locationId !== null) {
    const groups = location.locationType === "dealership" ? index.atDealership : index.atLocation
    filters.push([groups, new Set([location.locationId])])
  }
  if (location.lat !== null && location.lng !== null) {
    const near = nearbyLocations(scope.tenant.locations, { lat: location.lat, long: location.lng }, location.radiusKm)
    filters.push([index.atLocation, new Set(near.map((hit) => hit.location.id))])
  }
  for (const [groups, ids] of filters) {
    const bits = index.scratch.take()
    groups.select(ids, bits)
    andInto(base, bits, words)
  }
}

function facetDimensions(index: TenantIndex, query: StockQuery, mergeNewAndDemo: boolean, words: number): Dimension[] {
  const dimensions: Dimension[] = []
  for (const facet of FILTER_FACETS) {
    const selected = query.filters[facet] ?? []
    if (selected.length === 0) continue
    const values = facet === "car_type" ? carTypeSelection(selected, mergeNewAndDemo) : selected
    const column = index.facets[facet]
    const codes = values.map((value) => column.dictionary.find(value)).filter((code) => code !== undefined)
    const bits = index.scratch.take()
    column.select(codes, bits, words, index.live)
    dimensions.push({ bits, facets: [facet], stats: [] })
  }
  for (const name of RANGE_FILTERS) {
    const range = query.ranges[name]
    if (!range || (range.min === null && range.max === null)) continue
    const bits = index.scratch.take()
    index.numbers[name].select(range.min, range.max, bits)
    const facet = RANGE_FACET[name]
    dimensions.push({ bits, facets: facet ? [facet] : [], stats: [name] })
  }
  return dimensions
}

/**
 * Turns a query into bitsets over the tenant's slots: the base (what the tenant may see, the
 * text, the location, and a positive price for lowest-price-first where the tenant asks), and
 * one set per selected facet or range, kept apart so each facet can be counted without its own
 * selection.
 */
export function queryFilters(
  index: TenantIndex,
  scope: SearchScope,
  query: StockQuery,
  mergeNewAndDemo: boolean
): QueryFilters {
  const words = wordsFor(index.size)
  index.scratch.reset(words)
  const base = index.scratch.copy(index.visibility.current(index.cars, index.size, scope.tenant, scope.now))
  if (query.sortBy === "price_asc" && scope.tenant.stock.price_ascending_requires_price) {
    andInto(base, index.positivePrice, words)
  }
  const { scores, exact } = textFilter(index, query.query, base, words)
  locationFilter(index, scope, query, base, words)
  return { words, base, dimensions: facetDimensions(index, query, mergeNewAndDemo, words), scores, exact }
}
