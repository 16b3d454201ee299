import type { SnapshotFrom } from "xstate"
import type { ToastAction, ToastNotice } from "./toast-notice.ts"
import type { ToastEvent, toastMachine } from "./toast-machine.ts"

/** The toast on screen, as a toast region renders it. */
export interface VisibleToast {
  readonly id: string
  readonly title: string | null
  readonly message: string
  readonly action: ToastAction | null
}

/** What a toast region renders, and its commands. */
export interface ToastApi {
  /** The one toast on screen, or null. */
  readonly toast: VisibleToast | null
  /** Shows a toast from `at` (the caller's clock). */
  readonly show: (toast: ToastNotice, at: Date) => void
  readonly dismiss: () => void
}

/**
 * The toast view model: the toast to render and the show/dismiss commands.
 *
 * @example
 * import { connectToasts, toastMachine } from "@dealer/core/share"
 * import { createActor } from "xstate"
 *
 * const actor = createActor(toastMachine).start()
 * const now = new Date("2026-03-02T10:00:00+10:00")
 *
 * connectToasts(actor.getSnapshot(), actor.send).show({ id: "share-copied", message: "Copied 2022 Toyota Hilux to your clipboard!", durationMs: 3000 }, now)
 * connectToasts(actor.getSnapshot(), actor.send).toast?.message // => "Copied 2022 Toyota Hilux to your clipboard!"
 */
export function connectToasts(
  snapshot: SnapshotFrom<typeof toastMachine>,
  send: (event: ToastEvent) => void
): ToastApi {
  const current = snapshot.matches("shown") ? snapshot.context.toasts[0] : undefined
  return {
    toast: current
      ? {
          id: current.id,
          title: current.title ?? null,
          message: current.message,
          action: current.action ?? null
        }
      : null,
    show: (toast, at) => send({ type: "SHOW", toast, at }),
    dismiss: () => {
      if (current) send({ type: "DISMISS", id: current.id })
    }
  }
}
