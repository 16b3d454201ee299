/** At most one toast shows at a time (document 001, sections 4 and 9). */
export const TOAST_LIMIT = 1

/** A toast on screen. */
export interface ToastEntry {
  readonly id: string
  readonly message: string
  readonly title?: string
  readonly shownAt: Date
  readonly durationMs: number
}

/**
 * Shows a toast: the newest replaces what is on screen, so at most one toast is visible. A toast with
 * the id of one on screen replaces it rather than showing twice.
 *
 * @example
 * import { pushToast } from "@dealer/core/share"
 *
 * const shownAt = new Date("2026-03-02T00:00:00Z")
 * const saved = { id: "watchlist-saved", message: "Saved", shownAt, durationMs: 5000 }
 * const copied = { id: "share-copied", message: "Copied", shownAt, durationMs: 3000 }
 * pushToast([saved], copied) // => [copied]
 */
export function pushToast(toasts: ReadonlyArray<ToastEntry>, toast: ToastEntry): ReadonlyArray<ToastEntry> {
  return [toast, ...toasts.filter((shown) => shown.id !== toast.id)].slice(0, TOAST_LIMIT)
}

/**
 * Removes a toast the shopper dismissed.
 *
 * @example
 * import { dismissToast } from "@dealer/core/share"
 *
 * const copied = { id: "share-copied", message: "Copied", shownAt: new Date("2026-03-02T00:00:00Z"), durationMs: 3000 }
 * dismissToast([copied], copied.id) // => []
 */
export function dismissToast(toasts: ReadonlyArray<ToastEntry>, id: string): ReadonlyArray<ToastEntry> {
  return toasts.filter((toast) => toast.id !== id)
}

/**
 * The toasts still on screen at `now`; each leaves once its duration has passed.
 *
 * @example
 * import { visibleToasts } from "@dealer/core/share"
 *
 * const t0 = new Date("2026-03-02T00:00:00Z")
 * const copied = { id: "share-copied", message: "Copied", shownAt: t0, durationMs: 3000 }
 * visibleToasts([copied], new Date(t0.getTime() + 3000)) // => []
 */
export function visibleToasts(toasts: ReadonlyArray<ToastEntry>, now: Date): ReadonlyArray<ToastEntry> {
  return toasts.filter((toast) => now.getTime() - toast.shownAt.getTime() < toast.durationMs)
}
