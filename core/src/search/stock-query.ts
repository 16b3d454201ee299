import type { CarType } from "../stock/car.ts"

/** Results per page, for every stock search (section 9). */
export const PAGE_SIZE = 21

/** The default sort options, in the order the sort menu lists them (section 2). */
export const SORT_OPTIONS = ["relevance", "latest", "price_desc", "price_asc"] as const
export type SortBy = (typeof SORT_OPTIONS)[number]

export interface NumericRange {
  readonly min: number | null
  readonly max: number | null
}

/**
 * A typed stock search: what the URL of a search page says, decoded.
 * Empty lists mean "no filter on this facet".
 */
export interface StockQuery {
  readonly query: string
  readonly carType: ReadonlyArray<Exclude<CarType, "other">>
  readonly make: ReadonlyArray<string>
  readonly model: ReadonlyArray<string>
  readonly price: NumericRange
  readonly sortBy: SortBy
  /** 1-based. */
  readonly page: number
}

/** The search that shows every visible car, most relevant first. */
export const emptyStockQuery: StockQuery = {
  query: "",
  carType: [],
  make: [],
  model: [],
  price: { min: null, max: null },
  sortBy: "relevance",
  page: 1
}
