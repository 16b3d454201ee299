import type { FacetItem } from "./stock-result.ts"

/** Totals above this are treated as capped by the engine (section 4, "Count"). */
export const CAPPED_TOTAL_LIMIT = 1999

/**
 * The total a listing shows (section 4, "Count"): a total above 1999 is taken as an engine's cap,
 * and replaced by the sum of one facet's counts (the selected values' counts when that facet has
 * a selection, since its counts ignore its own selection). Pass a facet every car has exactly one
 * value of, such as `car_type`. An exact engine's total passes through unchanged below the cap.
 *
 * @example
 * import { displayedTotal } from "@dealer/core/search"
 *
 * displayedTotal(2000, [{ label: "new", value: "new", count: 1500 }, { label: "used", value: "used", count: 2400 }]) // => 3900
 * displayedTotal(1200, []) // => 1200
 */
export function displayedTotal(
  total: number,
  facet: ReadonlyArray<FacetItem>,
  selected: ReadonlyArray<string> = []
): number {
  if (total <= CAPPED_TOTAL_LIMIT) return total
  const counted = selected.length > 0 ? facet.filter((item) => selected.includes(item.value)) : facet
  return counted.reduce((sum, item) => sum + item.count, 0)
}
