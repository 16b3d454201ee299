import * as Schema from "effect/Schema"
import type { Car } from "../stock/car.ts"
import type { QueryParamError } from "./query-param-parsers.ts"
import { FILTER_FACETS, RANGE_FILTERS, type RangeFilter } from "./stock-query.ts"
import { pageCount } from "./page-count.ts"

/** One value of a facet and how many cars have it under the other filters. */
export const FacetItem = /* @__PURE__ */ Schema.Struct({
  label: Schema.String,
  value: Schema.String,
  count: /* @__PURE__ */ Schema.Finite.check(/* @__PURE__ */ Schema.isInt(), /* @__PURE__ */ Schema.isGreaterThanOrEqualTo(0))
})
export type FacetItem = typeof FacetItem.Type

/** The facets a search counts: every selectable facet, plus the year and the price bands. */
export const RESULT_FACETS = [...FILTER_FACETS, "year", "price_range", "weekly_price_range"] as const
/** A filter the search answers with counts for. */
export type FacetName = (typeof RESULT_FACETS)[number]

/** The lowest and highest value of a numeric facet among the matching cars. */
export interface FacetStats {
  readonly min: number
  readonly max: number
}

/** Counted items per facet; a facet not asked for has none. */
export type ResultFacets = { readonly [F in FacetName]: ReadonlyArray<FacetItem> }
/** Min and max per numeric facet; `null` when no matching car has a value. */
export type ResultFacetStats = { readonly [R in RangeFilter]: FacetStats | null }

/** What a stock search answers (section 3, "Search response"): one page of hits, the exact total, facets and timing. */
export interface StockResult {
  readonly hits: ReadonlyArray<Car>
  readonly total: number
  /** 1-based page of these hits. */
  readonly page: number
  readonly pages: number
  /**
   * Disjunctive counts: a facet's counts ignore that facet's own selection and respect every
   * other filter. Items are in the filter order of section 5.
   */
  readonly facets: ResultFacets
  /** Like the counts, a numeric facet's range ignores that facet's own range filter. */
  readonly facetStats: ResultFacetStats
  /** Milliseconds the engine took. */
  readonly ms: number
  /** Why the query could not be run (the result is then empty), or `null`. */
  readonly error: QueryParamError | null
}

/** No items for any facet. */
export const emptyResultFacets: ResultFacets = /* @__PURE__ */ Object.fromEntries(
  /* @__PURE__ */ RESULT_FACETS.map((name) => [name, []])
) as unknown as ResultFacets
/** No range for any numeric facet. */
export const emptyResultFacetStats: ResultFacetStats = /* @__PURE__ */ Object.fromEntries(
  /* @__PURE__ */ RANGE_FILTERS.map((name) => [name, null])
) as unknown as ResultFacetStats

/**
 * The answer to a search with nothing to show: no hits, no counts, one empty page, and the
 * problem with the query when there was one.
 *
 * @example
 * import { emptyStockResult } from "@dealer/core/search"
 *
 * emptyStockResult(1, { param: "page", message: "page must be a whole number from 1" }).total // => 0
 */
export function emptyStockResult(page: number, error: QueryParamError | null = null, ms = 0): StockResult {
  return {
    hits: [],
    total: 0,
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
    pages: pageCount(0),
    facets: emptyResultFacets,
    facetStats: emptyResultFacetStats,
    ms,
    error
  }
}
