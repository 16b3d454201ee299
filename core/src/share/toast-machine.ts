import { assign, setup } from "xstate"
import { dismissToast, pushToast } from "./toast-queue.ts"
import type { ShownToast, ToastNotice } from "./toast-notice.ts"

/** What the toasts receive: a toast to show, or one dismissed. */
export type ToastEvent =
  | { readonly type: "SHOW"; readonly toast: ToastNotice; readonly at: Date }
  | { readonly type: "DISMISS"; readonly id: string }

/** The toasts on show. */
export interface ToastMachineContext {
  readonly toasts: ReadonlyArray<ShownToast>
}

/** `pushToast` returns a subset of the entries it was given, so their actions come along unchanged. */
const pushShownToast = (toasts: ReadonlyArray<ShownToast>, toast: ShownToast) =>
  pushToast(toasts, toast) as ReadonlyArray<ShownToast>

const shown = (notice: ToastNotice, at: Date): ShownToast => ({
  ...notice,
  shownAt: at
})

/**
 * The page's toast flow (001 sections 4 and 8; 000 section 8): at most one toast at a time, the
 * newest replacing what is on screen, each leaving by itself after its own duration (3 s for the
 * copy toast) or when dismissed. The event carries the moment it was shown; the machine reads no clock.
 *
 * @example
 * import { toastMachine } from "@dealer/core/share"
 * import { createActor } from "xstate"
 *
 * const toasts = createActor(toastMachine).start()
 * toasts.send({ type: "SHOW", toast: { id: "share-copied", message: "Copied Hilux to your clipboard!", durationMs: 3000 }, at: new Date() })
 */
export const toastMachine = /* @__PURE__ */ setup({
  types: {
    context: {} as ToastMachineContext,
    events: {} as ToastEvent
  },
  delays: {
    toastDuration: ({ context }) => context.toasts[0]?.durationMs ?? 0
  },
  guards: {
    nothingLeft: ({ context }) => context.toasts.length === 0
  }
}).createMachine({
  id: "toasts",
  context: { toasts: [] },
  initial: "hidden",
  on: {
    SHOW: {
      target: ".shown",
      // Re-entering restarts the countdown for the toast that replaced the previous one.
      reenter: true,
      actions: /* @__PURE__ */ assign({
        toasts: ({ context, event }) => pushShownToast(context.toasts, shown(event.toast, event.at))
      })
    }
  },
  states: {
    hidden: {},
    shown: {
      after: {
        toastDuration: { target: "hidden", actions: /* @__PURE__ */ assign({ toasts: [] }) }
      },
      on: {
        DISMISS: {
          actions: /* @__PURE__ */ assign({
            toasts: ({ context, event }) => dismissToast(context.toasts, event.id)
          })
        }
      },
      always: { guard: "nothingLeft", target: "hidden" }
    }
  }
})
