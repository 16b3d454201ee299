import type { FilterFacet, NumericRange, RangeFilter, StockQuery } from "./stock-query.ts"

/**
 * Applies a filter change. Changing any filter removes the page (section 4, "Search state").
 *
 * @example
 * import { emptyStockQuery, withFilter } from "@dealer/core/search"
 *
 * const query = { ...emptyStockQuery, page: 3 }
 * withFilter(query, { sortBy: "latest" }).page // => 1
 */
export function withFilter(query: StockQuery, change: Partial<Omit<StockQuery, "page">>): StockQuery {
  return { ...query, ...change, page: 1 }
}

/**
 * Sets one facet's selected values (none: the facet stops filtering), dropping the page.
 *
 * @example
 * import { emptyStockQuery, withFacetValues } from "@dealer/core/search"
 *
 * withFacetValues(emptyStockQuery, "make", ["Mazda"]).filters.make // => ["Mazda"]
 */
export function withFacetValues(query: StockQuery, facet: FilterFacet, values: ReadonlyArray<string>): StockQuery {
  const { [facet]: _replaced, ...others } = query.filters
  return withFilter(query, { filters: values.length > 0 ? { ...others, [facet]: [...new Set(values)] } : others })
}

/**
 * Selects a facet value, or clears it when already selected, dropping the page.
 *
 * @example
 * import { emptyStockQuery, toggleFacetValue } from "@dealer/core/search"
 *
 * toggleFacetValue(emptyStockQuery, "make", "Kia").filters.make // => ["Kia"]
 */
export function toggleFacetValue(query: StockQuery, facet: FilterFacet, value: string): StockQuery {
  const selected = query.filters[facet] ?? []
  return withFacetValues(
    query,
    facet,
    selected.includes(value) ? selected.filter((item) => item !== value) : [...selected, value]
  )
}

/**
 * Sets (or with `null`, or both sides open, clears) one numeric range, dropping the page.
 *
 * @example
 * import { emptyStockQuery, withRange } from "@dealer/core/search"
 *
 * withRange(emptyStockQuery, "price", { min: 10000, max: 50000 }).ranges.price // => { min: 10000, max: 50000 }
 */
export function withRange(query: StockQuery, name: RangeFilter, range: NumericRange | null): StockQuery {
  const { [name]: _replaced, ...others } = query.ranges
  const open = range === null || (range.min === null && range.max === null)
  return withFilter(query, { ranges: open ? others : { ...others, [name]: range } })
}
