import type { Texts } from "../tenant/texts.ts"
import type { WatchlistTexts } from "./watchlist-machine.ts"

/**
 * The watchlist flow's texts out of a tenant's, for a page that sends no whole tenant.
 *
 * @example
 * import { watchlistTexts } from "@dealer/core/session"
 * import { exampleTenant } from "@dealer/core/testing"
 *
 * const tenant = exampleTenant()
 *
 * watchlistTexts(tenant.texts).watchlistSavedTitle // => "Car Saved In Watchlist"
 */
export function watchlistTexts(texts: Texts): WatchlistTexts {
  return {
    watchlistSavedTitle: texts.watchlistSavedTitle,
    watchlistSavedBody: texts.watchlistSavedBody,
    watchlistRemovedTitle: texts.watchlistRemovedTitle,
    watchlistRemovedBody: texts.watchlistRemovedBody,
    watchlistViewList: texts.watchlistViewList,
    watchlistUpdateFailed: texts.watchlistUpdateFailed,
    watchlistSaveLabel: texts.watchlistSaveLabel,
    watchlistSavedLabel: texts.watchlistSavedLabel
  }
}
