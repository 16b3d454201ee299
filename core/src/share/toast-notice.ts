import type { ToastEntry } from "./toast-queue.ts"

/** A toast's optional action, such as the watchlist's View List link. */
export interface ToastAction {
  readonly label: string
  readonly href: string
}

/**
 * A toast as a flow announces it: what the toast queue shows, without the moment it appears (the
 * toast region stamps that, since flows read no clock), plus an optional action link.
 */
export interface ToastNotice extends Omit<ToastEntry, "shownAt"> {
  readonly action?: ToastAction
}

/** A toast on screen: a notice with the moment it appeared. */
export interface ShownToast extends ToastEntry {
  readonly action?: ToastAction
}

/** What flows emit to have a toast shown; the toast region forwards it to the toast flow. */
export interface ToastEmitted {
  readonly type: "toast"
  readonly toast: ToastNotice
}
