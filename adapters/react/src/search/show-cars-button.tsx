import type { StockSearchApi } from "@dealer/core/search"

/**
 * "Show Me N cars": takes the shopper from the filters to the results for the current filters
 * (`onShow` closes the filter panel or scrolls to the results region named by `resultsId`).
 *
 * @example
 * <ShowCarsButton search={search} resultsId="results" onShow={() => setFiltersOpen(false)} />
 */
export function ShowCarsButton({
  search,
  resultsId,
  onShow
}: {
  readonly search: StockSearchApi
  readonly resultsId: string
  readonly onShow: () => void
}) {
  if (!search.listing) return null
  return (
    <button type="button" className="button show-cars" aria-controls={resultsId} onClick={onShow}>
      {search.listing.countText}
    </button>
  )
}
