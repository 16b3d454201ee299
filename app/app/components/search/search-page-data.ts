import type { SearchPageView } from "@dealer/core"
import type { PriceQuickPick } from "@dealer/core/pricing"

/** A search page's loader data: core's page view and the price boxes' quick-picks. */
export interface SearchPageData extends SearchPageView {
  readonly quickPicks: ReadonlyArray<PriceQuickPick>
  /** Set on the client when a newer search failed and these are the previous results. */
  readonly failed?: boolean
}
