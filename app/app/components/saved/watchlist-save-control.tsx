import { SITE_PATHS } from "@dealer/core"
import { useWatchlist, WatchlistSaveButton } from "@dealer/react"
import type { PageWatchlist } from "./page-watchlist.ts"
import { watchlistServices } from "./watchlist-services.ts"

/**
 * One car's save-to-watchlist toggle with its own flow (the vehicle sidebar): optimistic, toasts
 * through the page's `ToastProvider`, signed-out visitors sent to sign-in, hidden for a sold car
 * that is not saved.
 */
export function WatchlistSaveControl({
  watchlist,
  car,
  currentPage,
  className
}: {
  readonly watchlist: PageWatchlist
  readonly car: { readonly id: number; readonly name: string; readonly available: boolean }
  readonly currentPage: string
  readonly className?: string
}) {
  const { session, entries, texts } = watchlist
  const saving = useWatchlist({ session, entries, texts, currentPage, watchlistHref: SITE_PATHS.watchlist }, watchlistServices)
  return <WatchlistSaveButton control={saving.control(car)} {...(className ? { className } : {})} />
}
