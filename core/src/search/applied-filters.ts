import { fillText } from "../tenant/texts.ts"
import { filterLabels, type FilterLabelTexts } from "./filter-labels.ts"
import { searchHref } from "./search-href.ts"
import { emptyStockQuery, type StockQuery } from "./stock-query.ts"

/** One applied filter as a removable chip. */
export interface AppliedFilterChipView {
  readonly key: string
  readonly label: string
  /** What the chip's remove link says to a screen reader: "Remove Make: Kia". */
  readonly removeLabel: string
  /** The search without this filter, page dropped. */
  readonly href: string
}

/** The chips of a search's filters, with "Clear all" when there is at least one. */
export interface AppliedFiltersView {
  readonly label: string
  readonly chips: ReadonlyArray<AppliedFilterChipView>
  /** The search with no filter (the sort kept), or `null` with no chip. */
  readonly clearAll: { readonly label: string; readonly href: string } | null
}

/** The texts of the applied filter chips. */
export type AppliedFiltersTexts = FilterLabelTexts

/**
 * The applied filters of a search as chips (the mobile pattern of results first, filters in a
 * drawer): each chip links to the search without it, and "Clear all" to the search with none,
 * keeping the sort. Links go to `path`, the page the filters' links lead to.
 *
 * @example
 * import { appliedFilters, emptyStockQuery, withFacetValues } from "@dealer/core/search"
 * import { defaultTexts } from "@dealer/core/tenant"
 *
 * const query = withFacetValues(emptyStockQuery, "make", ["Kia"])
 * appliedFilters("/search/new-used-and-demo-cars", query, { mergeNewAndDemo: false, texts: defaultTexts }).chips[0]?.href
 * // => "/search/new-used-and-demo-cars"
 */
export function appliedFilters(
  path: string,
  query: StockQuery,
  context: { readonly mergeNewAndDemo: boolean; readonly texts: AppliedFiltersTexts }
): AppliedFiltersView {
  const { texts } = context
  const chips = filterLabels(query, context).map((filter) => ({
    key: filter.key,
    label: filter.label,
    removeLabel: fillText(texts.searchChipRemove, { label: filter.label }),
    href: searchHref(path, filter.without)
  }))
  return {
    label: texts.searchAppliedFilters,
    chips,
    clearAll:
      chips.length === 0
        ? null
        : { label: texts.searchClearAll, href: searchHref(path, { ...emptyStockQuery, sortBy: query.sortBy }) }
  }
}
