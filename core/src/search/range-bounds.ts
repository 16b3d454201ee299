import { withRange } from "./stock-query-change.ts"
import { RANGE_FILTERS, type NumericRange, type StockQuery } from "./stock-query.ts"
import type { ResultFacetStats } from "./stock-result.ts"

const outside = (value: number | null, low: number, high: number) => value !== null && (value < low || value > high)

/**
 * A search with the range values outside the stock's range ignored (section 5, "Range slider:
 * values below the range minimum or above the maximum are ignored"). The bounds are the search's
 * own facet stats, each range's ignoring that range (what its slider shows), so a typed
 * `price=999999999-` or a rounded `price=145000-` above a $144,990 dearest car cannot empty the
 * listing. A side outside is opened; a range left with both sides open is dropped (and the page
 * with it, as for any filter change). A range whose facet has no stats (no matching car has a
 * value) is kept. The same query comes back when nothing is ignored.
 *
 * @example
 * import { emptyResultFacetStats, emptyStockQuery, rangesWithinBounds } from "@dealer/core/search"
 *
 * const query = { ...emptyStockQuery, ranges: { price: { min: 145000, max: null } } }
 * rangesWithinBounds(query, { ...emptyResultFacetStats, price: { min: 9990, max: 144990 } }).ranges // => {}
 */
export function rangesWithinBounds(query: StockQuery, stats: ResultFacetStats): StockQuery {
  let bounded = query
  for (const name of RANGE_FILTERS) {
    const range = query.ranges[name]
    const bounds = stats[name]
    if (!range || !bounds) continue
    const minOutside = outside(range.min, bounds.min, bounds.max)
    const maxOutside = outside(range.max, bounds.min, bounds.max)
    if (!minOutside && !maxOutside) continue
    const kept: NumericRange = { min: minOutside ? null : range.min, max: maxOutside ? null : range.max }
    bounded = withRange(bounded, name, kept)
  }
  return bounded
}
