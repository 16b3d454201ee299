import { Schema } from "effect"
import type { Car } from "../stock/car.ts"

/** One value of a facet and how many cars have it under the other filters. */
export const FacetItem = Schema.Struct({
  label: Schema.String,
  value: Schema.String,
  count: Schema.Finite.check(Schema.isInt(), Schema.isGreaterThanOrEqualTo(0))
})
export type FacetItem = typeof FacetItem.Type

export interface FacetStats {
  readonly min: number
  readonly max: number
}

/** The facets a search answers with; more arrive with the full engine. */
export type FacetName = "make" | "model" | "car_type"

/** What a stock search answers: one page of hits, the exact total, facets and timing. */
export interface StockResult {
  readonly hits: ReadonlyArray<Car>
  readonly total: number
  /** 1-based page of these hits. */
  readonly page: number
  readonly pages: number
  readonly facets: Readonly<Record<FacetName, ReadonlyArray<FacetItem>>>
  readonly facetStats: { readonly price: FacetStats | null }
  /** Milliseconds the engine took. */
  readonly ms: number
}
