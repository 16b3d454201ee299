import * as Result from "effect/Result"
import { NEARBY_RADIUS_OPTIONS_KM } from "../locations/nearby-locations.ts"
import { MAX_PLACE_LABEL_LENGTH, type QueryParamError } from "./query-param-parsers.ts"
import {
  FILTER_FACETS,
  MAX_QUERY_LENGTH,
  RANGE_FILTERS,
  SORT_OPTIONS,
  type LocationQuery,
  type StockQuery
} from "./stock-query.ts"

const problem = (param: string, message: string): QueryParamError => ({ param, message })
const known = (list: ReadonlyArray<string>, key: string) => list.includes(key)
const isCoordinate = (value: unknown, limit: number) =>
  typeof value === "number" && Number.isFinite(value) && Math.abs(value) <= limit

function textProblem(query: StockQuery): QueryParamError | null {
  if (typeof query.query !== "string") return problem("query", "query must be text")
  return query.query.length > MAX_QUERY_LENGTH
    ? problem("query", `query must be at most ${MAX_QUERY_LENGTH} characters`)
    : null
}

function filterProblem(query: StockQuery): QueryParamError | null {
  for (const [facet, values] of Object.entries(query.filters ?? {})) {
    if (!known(FILTER_FACETS, facet)) return problem(facet, `${facet} is not a facet`)
    if (!Array.isArray(values) || values.some((value) => typeof value !== "string")) {
      return problem(facet, `${facet} must be a list of values`)
    }
  }
  return null
}

function rangeProblem(query: StockQuery): QueryParamError | null {
  for (const [name, range] of Object.entries(query.ranges ?? {})) {
    if (!known(RANGE_FILTERS, name)) return problem(name, `${name} is not a numeric facet`)
    const sides = [range?.min, range?.max]
    if (sides.some((side) => side !== null && !(typeof side === "number" && Number.isFinite(side)))) {
      return problem(name, `${name} must be a finite number`)
    }
    if (range && range.min !== null && range.max !== null && range.min > range.max) {
      return problem(name, `${name} minimum cannot exceed its maximum`)
    }
  }
  return null
}

function locationProblem(location: LocationQuery | undefined): QueryParamError | null {
  if (!location) return problem("location", "location is missing")
  const { lat, lng, locationId, radiusKm } = location
  if ((lat === null) !== (lng === null))
    return problem(lat === null ? "lat" : "lng", "lat and lng must be given together")
  if (lat !== null && !isCoordinate(lat, 90)) return problem("lat", "lat must be a number from -90 to 90")
  if (lng !== null && !isCoordinate(lng, 180)) return problem("lng", "lng must be a number from -180 to 180")
  if (locationId !== null && !Number.isSafeInteger(locationId))
    return problem("locationId", "locationId must be a whole number")
  if (!(NEARBY_RADIUS_OPTIONS_KM as ReadonlyArray<number>).includes(radiusKm)) {
    return problem("radius", `radius must be one of ${NEARBY_RADIUS_OPTIONS_KM.join(", ")}`)
  }
  const long = [location.userLocation, location.locationType].some((text) => (text?.length ?? 0) > MAX_PLACE_LABEL_LENGTH)
  return long ? problem("userLocation", `userLocation must be at most ${MAX_PLACE_LABEL_LENGTH} characters`) : null
}

function pagingProblem(query: StockQuery): QueryParamError | null {
  if (!(SORT_OPTIONS as ReadonlyArray<string>).includes(query.sortBy)) {
    return problem("sortBy", `sortBy must be one of ${SORT_OPTIONS.join(", ")}`)
  }
  return Number.isSafeInteger(query.page) && query.page >= 1
    ? null
    : problem("page", "page must be a whole number from 1")
}

/**
 * What is wrong with a query built in code (not read from a URL), or `null`: an unknown facet,
 * an inverted or non-finite range, a page below 1 or not whole, an unknown sort, half a
 * coordinate, a radius outside the options or an over-long text. An engine answers such a query
 * with an empty page naming the problem instead of throwing.
 *
 * @example
 * import { emptyStockQuery, stockQueryProblem } from "@dealer/core/search"
 *
 * stockQueryProblem({ ...emptyStockQuery, page: 0 }) // => { param: "page", message: "page must be a whole number from 1" }
 */
export function stockQueryProblem(query: StockQuery): QueryParamError | null {
  return (
    textProblem(query) ??
    filterProblem(query) ??
    rangeProblem(query) ??
    locationProblem(query.location) ??
    pagingProblem(query)
  )
}

/**
 * `stockQueryProblem` as a `Result`: the query itself, or the problem with it.
 *
 * @example
 * import { checkStockQuery, emptyStockQuery } from "@dealer/core/search"
 *
 * checkStockQuery({ ...emptyStockQuery, page: 0 }) // Result.fail({ param: "page", ... })
 */
export function checkStockQuery(query: StockQuery): Result.Result<StockQuery, QueryParamError> {
  const found = stockQueryProblem(query)
  return found ? Result.fail(found) : Result.succeed(query)
}
