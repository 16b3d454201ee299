import type { SnapshotFrom } from "xstate"
import type { WatchlistEntry } from "./watchlist-entry.ts"
import type { WatchlistCar, WatchlistEvent, watchlistMachine } from "./watchlist-machine.ts"
import { isOnWatchlist, isWatchlistControlShown, type WatchlistToast } from "./watchlist-toggle.ts"

/** One car's save control. */
export interface WatchlistControl {
  /** Hidden for a sold car that is not already saved (000 section 4). */
  readonly shown: boolean
  /** Saved or not: the control's pressed state. */
  readonly saved: boolean
  /** A call for this car is in flight. */
  readonly busy: boolean
  readonly label: string
  readonly toggle: () => void
}

/** What watchlist controls render, and their commands. */
export interface WatchlistApi {
  readonly entries: ReadonlyArray<WatchlistEntry>
  /** True while a save or remove call is in flight; further toggles wait for it. */
  readonly busy: boolean
  /** The sign-in URL to go to when a visitor who may not save pressed a control, else null. */
  readonly redirectTo: string | null
  /** The last success toast. */
  readonly toast: WatchlistToast | null
  /** The last failure's message (also emitted as an `alert`), until the next toggle. */
  readonly error: string | null
  readonly isSaved: (carId: number) => boolean
  /** The save control of one car; `available` is false for a sold car. */
  readonly control: (car: WatchlistCar & { readonly available: boolean }) => WatchlistControl
  readonly toggle: (car: WatchlistCar) => void
}

/**
 * The watchlist view model.
 *
 * @example
 * import { connectWatchlist, watchlistMachine, type WatchlistCallBody, type WatchlistCallResponse } from "@dealer/core/session"
 * import { defaultTexts } from "@dealer/core/tenant"
 * import { createActor, fromPromise } from "xstate"
 *
 * const call = fromPromise<WatchlistCallResponse, WatchlistCallBody>(async () => ({ success: true, message: null }))
 * const input = {
 *   session: { user: { id: 4, phone: "0412345678" }, plugins: null },
 *   currentPage: "/cars/2022-toyota-hilux-sr5-t1234",
 *   entries: [],
 *   watchlistHref: "/watchlist",
 *   texts: defaultTexts
 * }
 * const actor = createActor(watchlistMachine.provide({ actors: { saveCar: call, removeCar: call } }), { input }).start()
 *
 * const control = connectWatchlist(actor.getSnapshot(), actor.send).control({ id: 7, name: "2022 Toyota Hilux", available: true })
 * control.saved // => false
 * control.toggle()
 * connectWatchlist(actor.getSnapshot(), actor.send).isSaved(7) // => true
 */
export function connectWatchlist(
  snapshot: SnapshotFrom<typeof watchlistMachine>,
  send: (event: WatchlistEvent) => void
): WatchlistApi {
  const { entries, pending, redirectTo, toast, error, texts } = snapshot.context
  const busy = snapshot.matches("calling")
  const toggle = (car: WatchlistCar) => send({ type: "TOGGLE", car: { id: car.id, name: car.name } })
  return {
    entries,
    busy,
    redirectTo: snapshot.matches("signInRequired") ? redirectTo : null,
    toast,
    error,
    isSaved: (carId) => isOnWatchlist(entries, carId),
    control: (car) => {
      const saved = isOnWatchlist(entries, car.id)
      return {
        shown: isWatchlistControlShown({ available: car.available, saved }),
        saved,
        busy: busy && pending?.toggle.carId === car.id,
        label: saved ? texts.watchlistSavedLabel : texts.watchlistSaveLabel,
        toggle: () => toggle(car)
      }
    },
    toggle
  }
}
