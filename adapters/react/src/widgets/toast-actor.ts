import { toastMachine } from "@dealer/core/share"
import { createActor, type ActorRefFrom } from "xstate"

/** The page's running toast flow. */
export type ToastActor = ActorRefFrom<typeof toastMachine>

/**
 * Starts the page's toast flow. Its own module, which `ToastProvider` loads on the first toast, so
 * a page loads the statechart library only once something is shown.
 *
 * @example
 * const toasts = startToastActor()
 * toasts.send({ type: "SHOW", toast, at: new Date() })
 */
export function startToastActor(): ToastActor {
  return createActor(toastMachine).start()
}
