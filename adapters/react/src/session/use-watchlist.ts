import {
  connectWatchlist,
  watchlistMachine,
  type ShopperSession,
  type WatchlistApi,
  type WatchlistCallBody,
  type WatchlistCallResponse,
  type WatchlistEntry,
  type WatchlistTexts
} from "@dealer/core/session"
import { useMachine } from "@xstate/react"
import { useEffect, useRef, useState } from "react"
import { fromPromise } from "xstate"
import { useTenantOrNull } from "../tenant/tenant-provider.tsx"
import { useShowToast } from "../widgets/toast-provider.tsx"

export interface WatchlistServices {
  /** POST /api/watchlist/save-car, its answer decoded. */
  readonly saveCar: (body: WatchlistCallBody) => Promise<WatchlistCallResponse>
  /** POST /api/watchlist/remove-car, its answer decoded. */
  readonly removeCar: (body: WatchlistCallBody) => Promise<WatchlistCallResponse>
  /** Shows a failed call's message; the browser's alert by default. */
  readonly alert?: (message: string) => void
  /** Told of each save the server confirmed (the page records its analytics event). */
  readonly onSaved?: (carId: number) => void
  /** Opens the sign-in page; a full page load by default. */
  readonly navigate?: (url: string) => void
}

export interface WatchlistHookInput {
  readonly session: ShopperSession
  readonly currentPage: string
  readonly entries: ReadonlyArray<WatchlistEntry>
  readonly watchlistHref: string
  /** The flow's texts on a page without `TenantProvider`; the tenant's otherwise. */
  readonly texts?: WatchlistTexts
}

/**
 * The watchlist save flow of a page: optimistic toggles, toasts sent to the page's `ToastProvider`,
 * failures alerted and rolled back, and signed-out visitors sent to sign-in.
 *
 * @example
 * const watchlist = useWatchlist({ session, currentPage: location.pathname, entries, watchlistHref: "/watchlist" }, api)
 * <WatchlistSaveButton control={watchlist.control({ id: car.id, name: car.name, available })} />
 */
export function useWatchlist(input: WatchlistHookInput, services: WatchlistServices): WatchlistApi {
  const tenant = useTenantOrNull()
  const texts = input.texts ?? tenant?.texts
  if (!texts) throw new Error("useWatchlist needs <TenantProvider> or its texts")
  const [machine] = useState(() =>
    watchlistMachine.provide({
      actors: {
        saveCar: fromPromise(({ input: body }) => services.saveCar(body)),
        removeCar: fromPromise(({ input: body }) => services.removeCar(body))
      }
    })
  )
  const [snapshot, send, actorRef] = useMachine(machine, { input: { ...input, texts } })
  const latest = useRef(services)
  latest.current = services
  const showToast = useShowToast()
  useEffect(() => {
    const toasts = actorRef.on("toast", ({ toast }) => showToast(toast))
    const alerts = actorRef.on("alert", ({ message }) => (latest.current.alert ?? window.alert)(message))
    const saves = actorRef.on("saved", ({ carId }) => latest.current.onSaved?.(carId))
    return () => {
      toasts.unsubscribe()
      alerts.unsubscribe()
      saves.unsubscribe()
    }
  }, [actorRef, showToast])
  const api = connectWatchlist(snapshot, send)
  useEffect(() => {
    if (api.redirectTo) (latest.current.navigate ?? ((url: string) => window.location.assign(url)))(api.redirectTo)
  }, [api.redirectTo])
  return api
}
