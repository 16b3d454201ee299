import type { BrandGridView, SearchPageView } from "@dealer/core"
import type { PriceQuickPick } from "@dealer/core/pricing"
import type { PageWatchlist } from "../saved/page-watchlist.ts"

/** A search page's loader data: core's page view, the price boxes' quick-picks and the brand grid. */
export interface SearchPageData extends SearchPageView {
  readonly quickPicks: ReadonlyArray<PriceQuickPick>
  /** The makes in stock by vehicle kind, on the default search page only. */
  readonly brandGrid?: BrandGridView | null
  /** The shopper's watchlist, for the cards' save controls. */
  readonly watchlist: PageWatchlist
  /** Set on the client when a newer search failed and these are the previous results. */
  readonly failed?: boolean
}
