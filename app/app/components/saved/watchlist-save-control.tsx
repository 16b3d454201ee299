import { SITE_PATHS } from "@dealer/core"
import type { AnalyticsEvent } from "@dealer/core/analytics"
import { useWatchlist, WatchlistSaveButton } from "@dealer/react"
import { useState } from "react"
import type { PageWatchlist } from "./page-watchlist.ts"
import { watchlistServicesRecording } from "./watchlist-services.ts"

/**
 * One car's save-to-watchlist toggle with its own flow (the vehicle sidebar): optimistic, toasts
 * through the page's `ToastProvider`, signed-out visitors sent to sign-in, hidden for a sold car
 * that is not saved. A confirmed save records `event` (39).
 */
export function WatchlistSaveControl({
  watchlist,
  car,
  currentPage,
  event,
  className
}: {
  readonly watchlist: PageWatchlist
  readonly car: { readonly id: number; readonly name: string; readonly available: boolean }
  readonly currentPage: string
  readonly event: AnalyticsEvent | null
  readonly className?: string
}) {
  const { session, entries, texts } = watchlist
  const [services] = useState(() => watchlistServicesRecording(() => event))
  const saving = useWatchlist({ session, entries, texts, currentPage, watchlistHref: SITE_PATHS.watchlist }, services)
  return <WatchlistSaveButton control={saving.control(car)} {...(className ? { className } : {})} />
}
