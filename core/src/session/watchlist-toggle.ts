import { fillText, type Texts } from "../tenant/texts.ts"
import type { WatchlistCallBody, WatchlistCallResponse, WatchlistEntry } from "./watchlist-entry.ts"

/** What a watchlist toggle does: save the car or remove it. */
export type WatchlistAction = "save" | "remove"

/** A watchlist change in flight: the list shown at once, and what to restore if the call fails. */
export interface WatchlistToggle {
  readonly action: WatchlistAction
  readonly carId: number
  readonly optimistic: ReadonlyArray<WatchlistEntry>
  readonly previous: ReadonlyArray<WatchlistEntry>
  readonly body: WatchlistCallBody
}

/** A watchlist toast: title, body and the View List action. */
export interface WatchlistToast {
  readonly title: string
  readonly body: string
  readonly actionLabel: string
}

/** What the visitor sees once the call has answered. */
export interface WatchlistSettled {
  readonly entries: ReadonlyArray<WatchlistEntry>
  readonly toast: WatchlistToast | null
  readonly alert: string | null
}

type ToastTexts = Pick<
  Texts,
  "watchlistSavedTitle" | "watchlistSavedBody" | "watchlistRemovedTitle" | "watchlistRemovedBody" | "watchlistViewList"
>

function errorMessage(error: unknown): string | null {
  if (error instanceof Error) return error.message
  return typeof error === "string" ? error : null
}

/**
 * True when a car is on the watchlist.
 *
 * @example
 * import { isOnWatchlist } from "@dealer/core/session"
 *
 * isOnWatchlist([{ id: 7 }], 7) // => true
 */
export function isOnWatchlist(entries: ReadonlyArray<WatchlistEntry>, carId: number): boolean {
  return entries.some((entry) => entry.id === carId)
}

/**
 * Whether the save control shows (section 4 of document 000): hidden for a car that is not
 * available (sold) unless it is already saved, so it can still be removed.
 *
 * @example
 * import { isWatchlistControlShown } from "@dealer/core/session"
 *
 * isWatchlistControlShown({ available: false, saved: true }) // => true
 */
export function isWatchlistControlShown(car: { readonly available: boolean; readonly saved: boolean }): boolean {
  return car.available || car.saved
}

/**
 * Toggles a car on the watchlist optimistically (section 4 of document 000): a saved car is removed,
 * any other is saved; the new list shows at once and the call body goes to save-car or remove-car.
 *
 * @example
 * import { toggleWatchlist } from "@dealer/core/session"
 *
 * toggleWatchlist([{ id: 7 }], 7, "0412345678").optimistic // => []
 */
export function toggleWatchlist(
  entries: ReadonlyArray<WatchlistEntry>,
  carId: number,
  phoneNumber: string
): WatchlistToggle {
  const saved = isOnWatchlist(entries, carId)
  return {
    action: saved ? "remove" : "save",
    carId,
    optimistic: saved ? entries.filter((entry) => entry.id !== carId) : [...entries, { id: carId }],
    previous: entries,
    body: { phone_number: phoneNumber, car_id: carId }
  }
}

/**
 * The toast after a watchlist change (section 8 of document 000).
 *
 * @example
 * import { watchlistToast } from "@dealer/core/session"
 * import { defaultTexts } from "@dealer/core/tenant"
 *
 * watchlistToast("save", "2022 Toyota Hilux", defaultTexts)
 * // => { title: "Car Saved In Watchlist", body: "2022 Toyota Hilux is now available in your watchlist", actionLabel: "View List" }
 */
export function watchlistToast(action: WatchlistAction, carName: string, texts: ToastTexts): WatchlistToast {
  const [title, body] =
    action === "save"
      ? [texts.watchlistSavedTitle, texts.watchlistSavedBody]
      : [texts.watchlistRemovedTitle, texts.watchlistRemovedBody]
  return { title, body: fillText(body, { name: carName }), actionLabel: texts.watchlistViewList }
}

/**
 * Settles a toggle once the call answers: success keeps the optimistic list and shows the toast;
 * failure (an unsuccessful answer or a thrown error) restores the list and alerts the error message.
 *
 * @example
 * import { settleWatchlistToggle, toggleWatchlist } from "@dealer/core/session"
 * import { defaultTexts } from "@dealer/core/tenant"
 *
 * const toggle = toggleWatchlist([{ id: 3 }], 7, "0412345678")
 *
 * settleWatchlistToggle(toggle, { success: false, message: "Session expired" }, "Hilux", defaultTexts)
 * // => { entries: [{ id: 3 }], toast: null, alert: "Session expired" }
 * settleWatchlistToggle(toggle, { success: true, message: null }, "Hilux", defaultTexts).entries // => [{ id: 3 }, { id: 7 }]
 */
export function settleWatchlistToggle(
  toggle: WatchlistToggle,
  answer: WatchlistCallResponse | { readonly error: unknown },
  carName: string,
  texts: ToastTexts & Pick<Texts, "watchlistUpdateFailed">
): WatchlistSettled {
  if ("success" in answer && answer.success) {
    return { entries: toggle.optimistic, toast: watchlistToast(toggle.action, carName, texts), alert: null }
  }
  const message = "success" in answer ? answer.message : errorMessage(answer.error)
  return { entries: toggle.previous, toast: null, alert: message?.trim() || texts.watchlistUpdateFailed }
}
