import type { ShopperSession, WatchlistEntry, WatchlistTexts } from "@dealer/core"

/** What a page's watchlist save controls need: the shopper, their saved cars, the flow's texts. */
export interface PageWatchlist {
  readonly session: ShopperSession
  readonly entries: ReadonlyArray<WatchlistEntry>
  readonly texts: WatchlistTexts
  /** The toast's dismiss button name. */
  readonly toastDismiss: string
}
