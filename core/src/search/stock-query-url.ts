import * as Result from "effect/Result"
import {
  MAX_PLACE_LABEL_LENGTH,
  parseCoordinateParam,
  parseIdParam,
  parsePageParam,
  parseQueryText,
  parseRadiusParam,
  parseRangeParam,
  parseSortParam,
  parseTextParam,
  type QueryParamError
} from "./query-param-parsers.ts"
import {
  emptyLocationQuery,
  emptyStockQuery,
  FILTER_FACETS,
  RANGE_FILTERS,
  type FacetSelections,
  type FilterFacet,
  type LocationQuery,
  type NumericRange,
  type RangeFilter,
  type RangeSelections,
  type StockQuery
} from "./stock-query.ts"

/** The read side of `URLSearchParams`, so core needs no DOM or Node types. */
export interface SearchParamsLike {
  get(name: string): string | null
  getAll(name: string): Array<string>
}

/** Query-string pairs in order; `new URLSearchParams(pairs)` turns them into a query string. */
export type SearchParamPairs = Array<[string, string]>

const listParam = (params: SearchParamsLike, name: string) => [
  ...new Set(
    params
      .getAll(name)
      .map((value) => value.trim())
      .filter((value) => value !== "")
  )
]

function facetsFrom(params: SearchParamsLike): FacetSelections {
  const selections: Partial<Record<FilterFacet, ReadonlyArray<string>>> = {}
  for (const facet of FILTER_FACETS) {
    const values = listParam(params, facet)
    if (values.length > 0) selections[facet] = values
  }
  return selections
}

function rangesFrom(params: SearchParamsLike): Result.Result<RangeSelections, QueryParamError> {
  const selections: Partial<Record<RangeFilter, NumericRange>> = {}
  for (const name of RANGE_FILTERS) {
    const range = parseRangeParam(name, params.get(name))
    if (Result.isFailure(range)) return Result.fail(range.failure)
    if (range.success.min !== null || range.success.max !== null) selections[name] = range.success
  }
  return Result.succeed(selections)
}

function locationFrom(params: SearchParamsLike): Result.Result<LocationQuery, QueryParamError> {
  return Result.gen(function* () {
    const lat = yield* parseCoordinateParam("lat", params.get("lat"), 90)
    const lng = yield* parseCoordinateParam("lng", params.get("lng"), 180)
    if ((lat === null) !== (lng === null)) {
      return yield* Result.fail({ param: lat === null ? "lat" : "lng", message: "lat and lng must be given together" })
    }
    const type = yield* parseTextParam("locationType", params.get("locationType"), MAX_PLACE_LABEL_LENGTH)
    const label = yield* parseTextParam("userLocation", params.get("userLocation"), MAX_PLACE_LABEL_LENGTH)
    return {
      locationId: yield* parseIdParam("locationId", params.get("locationId")),
      locationType: type === "" ? null : type,
      lat,
      lng,
      radiusKm: yield* parseRadiusParam(params.get("radius"), emptyLocationQuery.radiusKm),
      userLocation: label === "" ? null : label
    }
  })
}

/**
 * Decodes a search page's query string (the URL is the state, section 2) into a `StockQuery`.
 * Facets repeat their parameter (`make=Toyota&make=Mazda`), ranges are `price=min-max`, the
 * dealer-location search uses `locationId`, `locationType`, `lat`, `lng`, `radius` and
 * `userLocation`. Parameters it does not know (tracking tags) are ignored; a known one that
 * cannot be understood is a `QueryParamError` naming it.
 *
 * @example
 * import { stockQueryFromSearchParams } from "@dealer/core/search"
 *
 * stockQueryFromSearchParams(new URLSearchParams("make=Toyota&price=10000-50000&sortBy=price_asc&page=2"))
 */
export function stockQueryFromSearchParams(params: SearchParamsLike): Result.Result<StockQuery, QueryParamError> {
  return Result.gen(function* () {
    return {
      query: yield* parseQueryText(params.get("query")),
      filters: facetsFrom(params),
      ranges: yield* rangesFrom(params),
      location: yield* locationFrom(params),
      sortBy: yield* parseSortParam(params.get("sortBy")),
      page: yield* parsePageParam(params.get("page"))
    }
  })
}

const rangeText = (range: NumericRange) => `${range.min ?? ""}-${range.max ?? ""}`

function locationPairs(location: LocationQuery): SearchParamPairs {
  const pairs: SearchParamPairs = []
  if (location.locationId !== null) pairs.push(["locationId", String(location.locationId)])
  if (location.locationType !== null) pairs.push(["locationType", location.locationType])
  if (location.lat !== null) pairs.push(["lat", String(location.lat)])
  if (location.lng !== null) pairs.push(["lng", String(location.lng)])
  if (location.radiusKm !== emptyLocationQuery.radiusKm) pairs.push(["radius", String(location.radiusKm)])
  if (location.userLocation !== null) pairs.push(["userLocation", location.userLocation])
  return pairs
}

/**
 * Encodes a `StockQuery` back into the search page's query string, leaving out defaults
 * (page 1, most relevant, empty filters, the default radius) so URLs stay short and shareable.
 * `stockQueryFromSearchParams` reads back exactly the query written.
 *
 * @example
 * import { emptyStockQuery, stockQueryToSearchParams } from "@dealer/core/search"
 *
 * new URLSearchParams(stockQueryToSearchParams({ ...emptyStockQuery, filters: { make: ["Toyota"] } })).toString() // => "make=Toyota"
 */
export function stockQueryToSearchParams(query: StockQuery): SearchParamPairs {
  const pairs: SearchParamPairs = []
  if (query.query) pairs.push(["query", query.query])
  for (const facet of FILTER_FACETS) for (const value of query.filters[facet] ?? []) pairs.push([facet, value])
  for (const name of RANGE_FILTERS) {
    const range = query.ranges[name]
    if (range && (range.min !== null || range.max !== null)) pairs.push([name, rangeText(range)])
  }
  pairs.push(...locationPairs(query.location))
  if (query.sortBy !== emptyStockQuery.sortBy) pairs.push(["sortBy", query.sortBy])
  if (query.page !== 1) pairs.push(["page", String(query.page)])
  return pairs
}
