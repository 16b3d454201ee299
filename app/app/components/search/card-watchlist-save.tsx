import type { AnalyticsEvent } from "@dealer/core/analytics"
import { memo, Suspense } from "react"
import { deferredComponent } from "../deferred-component.tsx"
import type { PageWatchlist } from "../saved/page-watchlist.ts"

// The flow's statechart (XState, about 13 KB gzip) loads after the page is interactive.
const WatchlistSaveControl = deferredComponent(() =>
  import("../saved/watchlist-save-control.tsx").then((module) => module.WatchlistSaveControl)
)

/** Fetches the save controls' code: a search page's client loader awaits it, so the cards show with their buttons. */
export const preloadCardWatchlistSave = WatchlistSaveControl.preload

/**
 * A search card's save-to-watchlist toggle, the vehicle sidebar's control: the server renders the
 * button, which stays in place until its code arrives after the page is interactive. Memoized on
 * plain props: a render of the page before then (hydration's own, the stored price choice) would
 * otherwise reach the boundary as an update, and React would drop the server's button for the
 * (empty) fallback until the code came.
 */
export const CardWatchlistSave = memo(function CardWatchlistSave({
  watchlist,
  carId,
  name,
  available,
  currentPage,
  event
}: {
  readonly watchlist: PageWatchlist
  readonly carId: number
  readonly name: string
  readonly available: boolean
  readonly currentPage: string
  readonly event: AnalyticsEvent | null
}) {
  return (
    <Suspense fallback={null}>
      <WatchlistSaveControl
        watchlist={watchlist}
        car={{ id: carId, name, available }}
        currentPage={currentPage}
        event={event}
        className="car-card__watchlist"
      />
    </Suspense>
  )
})
