import { greatCircleDistanceKm } from "@dealer/core/locations"
import {
  carTypeSelection,
  compareFacetValues,
  emptyStockResult,
  facetValueLabel,
  FILTER_FACETS,
  identifierKey,
  mergeCarTypeItems,
  PAGE_SIZE,
  pageCount,
  queryWords,
  RANGE_FILTERS,
  RESULT_FACETS,
  searchDocument,
  stockQueryProblem,
  termMatch,
  type FacetItem,
  type FacetName,
  type RangeFilter,
  type SearchDocument,
  type SearchScope,
  type StockQuery,
  type StockResult
} from "@dealer/core/search"
import { isVisibleInPriceAscending, isVisibleInSearch, visibilityContextOf, type Car } from "@dealer/core/stock"

/**
 * The test oracle: the same search done the slow, obvious way, car by car, with no index. Each
 * filter is a predicate; each facet is counted by hand over the cars passing every other filter.
 */
type Entry = { readonly car: Car; readonly doc: SearchDocument; readonly score: number }
type Owner = FacetName | RangeFilter | null

const OWNER: Partial<Record<FacetName, RangeFilter>> = {
  price_range: "price",
  weekly_price_range: "weekly_price",
  year: "year"
}

function textScore(doc: SearchDocument, words: ReadonlyArray<string>): number | null {
  let total = 0
  for (const word of words) {
    let best = 0
    for (const term of doc.words) best = Math.max(best, termMatch(word, term))
    for (const code of doc.codes) best = Math.max(best, code === word ? 3 : code.startsWith(word) ? 2 : 0)
    if (best === 0) return null
    total += best
  }
  return total
}

function inLocation(doc: SearchDocument, scope: SearchScope, query: StockQuery): boolean {
  const { location } = query
  if (location.locationId !== null) {
    const id = location.locationType === "dealership" ? doc.dealershipId : doc.locationId
    if (id !== location.locationId) return false
  }
  if (location.lat === null || location.lng === null) return true
  const place = scope.tenant.locations.find((candidate) => candidate.id === doc.locationId)
  return (
    place !== undefined &&
    greatCircleDistanceKm({ lat: location.lat, long: location.lng }, place.address) <= location.radiusKm
  )
}

function passes(doc: SearchDocument, query: StockQuery, merge: boolean, ignore: Owner): boolean {
  for (const facet of FILTER_FACETS) {
    const raw = query.filters[facet] ?? []
    if (facet === ignore || raw.length === 0) continue
    const selected = facet === "car_type" ? carTypeSelection(raw, merge) : raw
    if (!doc.values[facet].some((value) => selected.includes(value))) return false
  }
  for (const name of RANGE_FILTERS) {
    const range = query.ranges[name]
    if (name === ignore || !range) continue
    const value = doc.numbers[name]
    if (value === null || (range.min !== null && value < range.min) || (range.max !== null && value > range.max))
      return false
  }
  return true
}

/** The text score of a visible car that the text and location let through, or `null`. */
function candidateScore(
  doc: SearchDocument,
  scope: SearchScope,
  query: StockQuery,
  words: ReadonlyArray<string>
): number | null {
  const exact = words.length > 0 && doc.identifiers.includes(identifierKey(query.query))
  const score = words.length === 0 ? 0 : (textScore(doc, words) ?? (exact ? 0 : null))
  return score !== null && inLocation(doc, scope, query) ? score : null
}

function countFacet(
  entries: ReadonlyArray<Entry>,
  name: FacetName,
  query: StockQuery,
  scope: SearchScope,
  merge: boolean
) {
  const counts = new Map<string, number>()
  const owner = name in OWNER ? OWNER[name]! : name
  for (const { doc } of entries) {
    if (!passes(doc, query, merge, owner)) continue
    for (const value of new Set(doc.values[name])) counts.set(value, (counts.get(value) ?? 0) + 1)
  }
  const selected = (query.filters as Partial<Record<FacetName, ReadonlyArray<string>>>)[name] ?? []
  for (const value of selected) if (!counts.has(value)) counts.set(value, 0)
  const compare = compareFacetValues(name)
  const items: FacetItem[] = [...counts]
    .map(([value, count]) => ({ label: value, value, count }))
    .sort((a, b) => compare(a.value, b.value))
  const merged = name === "car_type" ? mergeCarTypeItems(items, merge) : items
  return merged.map((item) => ({
    ...item,
    label: facetValueLabel(name, item.value, { mergeNewAndDemo: merge, texts: scope.tenant.texts })
  }))
}

function stats(entries: ReadonlyArray<Entry>, name: RangeFilter, query: StockQuery, merge: boolean) {
  const values = entries
    .filter(({ doc }) => passes(doc, query, merge, name))
    .map(({ doc }) => doc.numbers[name])
    .filter((value): value is number => value !== null)
  return values.length === 0 ? null : { min: Math.min(...values), max: Math.max(...values) }
}

function compareEntries(query: StockQuery, hasText: boolean, exactKey: string) {
  const created = (entry: Entry) => entry.doc.numbers.created_at_timestamp ?? Number.NEGATIVE_INFINITY
  const desc = (x: number, y: number) => (x > y ? -1 : x < y ? 1 : 0)
  const byId = (a: Entry, b: Entry) => a.car.id - b.car.id
  const exact = (entry: Entry) => (hasText && entry.doc.identifiers.includes(exactKey) ? 1 : 0)
  switch (query.sortBy) {
    case "relevance":
      return (a: Entry, b: Entry) =>
        exact(b) - exact(a) ||
        desc(a.doc.customRank, b.doc.customRank) ||
        (exact(a) === 0 && hasText ? b.score - a.score : 0) ||
        desc(created(a), created(b)) ||
        byId(a, b)
    case "latest":
      return (a: Entry, b: Entry) => desc(created(a), created(b)) || byId(a, b)
    case "price_desc":
      return (a: Entry, b: Entry) => desc(a.doc.sortPrice, b.doc.sortPrice) || byId(a, b)
    case "price_asc":
      return (a: Entry, b: Entry) => desc(b.doc.lowestPriceKey, a.doc.lowestPriceKey) || byId(a, b)
  }
}

/**
 * Searches `cars` (the last car of an id wins, as upserts do) exactly as the engine should.
 *
 * @example
 * referenceStockSearch(cars, { tenant, now }, emptyStockQuery).total
 */
export function referenceStockSearch(cars: ReadonlyArray<Car>, scope: SearchScope, query: StockQuery): StockResult {
  const problem = stockQueryProblem(query)
  if (problem) return emptyStockResult(query.page, problem)
  const merge = scope.tenant.search.merge_new_and_demo
  const context = visibilityContextOf(scope.tenant, scope.now)
  const needsPrice = query.sortBy === "price_asc"
  const words = queryWords(query.query)
  const latest = new Map(cars.map((car) => [car.id, car]))
  const entries: Entry[] = []
  for (const car of latest.values()) {
    const visible = needsPrice ? isVisibleInPriceAscending(car, context) : isVisibleInSearch(car, context)
    const doc = searchDocument(car)
    const score = visible ? candidateScore(doc, scope, query, words) : null
    if (score !== null) entries.push({ car, doc, score })
  }
  const matching = entries.filter(({ doc }) => passes(doc, query, merge, null))
  matching.sort(compareEntries(query, words.length > 0, identifierKey(query.query)))
  const facets = Object.fromEntries(RESULT_FACETS.map((name) => [name, countFacet(entries, name, query, scope, merge)]))
  const facetStats = Object.fromEntries(RANGE_FILTERS.map((name) => [name, stats(entries, name, query, merge)]))
  const offset = (query.page - 1) * PAGE_SIZE
  return {
    hits: matching.slice(offset, offset + PAGE_SIZE).map((entry) => entry.car),
    total: matching.length,
    page: query.page,
    pages: pageCount(matching.length),
    facets: facets as unknown as StockResult["facets"],
    facetStats: facetStats as unknown as StockResult["facetStats"],
    ms: 0,
    error: null
  }
}

/**
 * The totals of many queries over the same cars, counted the same obvious way in one pass that
 * makes each car's document once: the brute-force check a large stock can afford (the bench runs
 * it at a million cars). A query with a problem counts 0, as its search answers.
 *
 * @example
 * referenceTotals(cars, { tenant, now }, [emptyStockQuery]) // [visible cars]
 */
export function referenceTotals(
  cars: ReadonlyArray<Car>,
  scope: SearchScope,
  queries: ReadonlyArray<StockQuery>
): number[] {
  const merge = scope.tenant.search.merge_new_and_demo
  const context = visibilityContextOf(scope.tenant, scope.now)
  const checked = queries.map((query) => (stockQueryProblem(query) ? null : { query, words: queryWords(query.query) }))
  const totals = queries.map(() => 0)
  const latest = new Map(cars.map((car) => [car.id, car]))
  for (const car of latest.values()) {
    const doc = searchDocument(car)
    const inSearch = isVisibleInSearch(car, context)
    const inPriceAscending = isVisibleInPriceAscending(car, context)
    checked.forEach((entry, i) => {
      if (entry === null) return
      const { query, words } = entry
      if (!(query.sortBy === "price_asc" ? inPriceAscending : inSearch)) return
      // The cheap facet and range test first; the text score only for what passes it.
      if (passes(doc, query, merge, null) && candidateScore(doc, scope, query, words) !== null) totals[i]!++
    })
  }
  return totals
}
