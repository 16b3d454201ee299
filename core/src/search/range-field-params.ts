import { parseAmountInput } from "../pricing/price-input.ts"
import { roundedRangeSides } from "../stock/range-slider.ts"
import { SEARCH_LISTING_RANGES } from "./search-filter-sections.ts"
import type { SearchParamPairs } from "./stock-query-url.ts"

/** The names of the two boxes of a range in a plain form: `price_min`, `price_max`. */
export const rangeFieldNames = (name: string) => ({ min: `${name}_min`, max: `${name}_max` }) as const

/**
 * Folds the boxes of a range form sent without script (`price_min=$12,400&price_max=`) into the
 * search's `price=12000-` parameter: `$`, commas and " kms" are read, price and km round to the
 * nearest 1000 (section 5) without closing the range (`roundedRangeSides`), a reversed pair is put in
 * order, and the page is dropped because a filter changed. `null` when the pairs hold no range box
 * (nothing to fold). Values outside the stock's range are dropped later, with the search's bounds
 * (`rangesWithinBounds`).
 *
 * @example
 * import { foldRangeFields } from "@dealer/core/search"
 *
 * foldRangeFields([["make", "Kia"], ["price_min", "$12,400"], ["price_max", ""]])
 * // => [["make", "Kia"], ["price", "12000-"]]
 */
export function foldRangeFields(pairs: ReadonlyArray<readonly [string, string]>): SearchParamPairs | null {
  const folded: Array<[string, string]> = []
  const ranges: Array<[string, string]> = []
  let touched = false
  for (const [name, , kind] of SEARCH_LISTING_RANGES) {
    const fields = rangeFieldNames(name)
    const min = pairs.find(([key]) => key === fields.min)
    const max = pairs.find(([key]) => key === fields.max)
    if (!min && !max) continue
    touched = true
    const amount = (text: string | undefined) => (text === undefined ? null : parseAmountInput(text))
    const low = amount(min?.[1])
    const high = amount(max?.[1])
    const [from, to] = low !== null && high !== null && low > high ? [high, low] : [low, high]
    const sides = roundedRangeSides(from, to, kind)
    if (sides.min !== null || sides.max !== null) ranges.push([name, `${sides.min ?? ""}-${sides.max ?? ""}`])
  }
  if (!touched) return null
  const foldedNames = new Set<string>(
    SEARCH_LISTING_RANGES.flatMap(([name]): ReadonlyArray<string> => {
      const fields = rangeFieldNames(name)
      const sent = pairs.some(([key]) => key === fields.min || key === fields.max)
      return sent ? [name, fields.min, fields.max] : []
    })
  )
  for (const [key, value] of pairs) {
    if (!foldedNames.has(key) && key !== "page") folded.push([key, value])
  }
  return [...folded, ...ranges]
}
