import {
  Car,
  FacetItem,
  Maybe,
  RANGE_FILTERS,
  RESULT_FACETS,
  withDefault,
  type ResultFacets,
  type ResultFacetStats,
  type StockResult
} from "@dealer/core"
import { Schema } from "effect"

const Count = Schema.Finite.check(Schema.isInt(), Schema.isGreaterThanOrEqualTo(0))

/** A numeric facet's lowest and highest value among the matching cars. */
export const FacetStatsRange = Schema.Struct({ min: Schema.Finite, max: Schema.Finite })

/**
 * `GET /api/stock/search`'s answer (stock document section 3, "Search response"; docs/api.md):
 * one page of `Car` hits with `FacetItem` counts. Facets and ranges the answer leaves out are
 * empty, so the engine may grow new facets without breaking older clients.
 *
 * @example
 * decodeResult(StockResultResponse, { hits: [], total: 0, page: 1, pages: 1, facets: {}, facetStats: {}, ms: 2 }, "search")
 */
export const StockResultResponse = Schema.Struct({
  hits: Schema.Array(Car),
  total: Count,
  page: Count.check(Schema.isGreaterThanOrEqualTo(1)),
  pages: Count,
  facets: withDefault(Schema.Record(Schema.String, Schema.Array(FacetItem)), {}),
  facetStats: withDefault(Schema.Record(Schema.String, Schema.NullOr(FacetStatsRange)), {}),
  ms: Schema.Finite.check(Schema.isGreaterThanOrEqualTo(0)),
  error: Maybe(Schema.Struct({ param: Schema.String, message: Schema.String }))
})
export type StockResultResponse = typeof StockResultResponse.Type

/**
 * Core's `StockResult` from a decoded answer: every facet of `RESULT_FACETS` and every range of
 * `RANGE_FILTERS` present (empty or `null` when the answer has none).
 *
 * @example
 * stockResultFromResponse(decoded).facets.make // [{ label: "Toyota", value: "Toyota", count: 12 }]
 */
export function stockResultFromResponse(response: StockResultResponse): StockResult {
  const facets = Object.fromEntries(RESULT_FACETS.map((name) => [name, response.facets[name] ?? []]))
  const facetStats = Object.fromEntries(RANGE_FILTERS.map((name) => [name, response.facetStats[name] ?? null]))
  return {
    hits: response.hits,
    total: response.total,
    page: response.page,
    pages: response.pages,
    facets: facets as unknown as ResultFacets,
    facetStats: facetStats as unknown as ResultFacetStats,
    ms: response.ms,
    error: response.error ?? null
  }
}
