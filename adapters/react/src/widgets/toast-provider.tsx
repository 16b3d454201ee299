import { connectToasts, toastMachine, type ToastApi, type ToastNotice } from "@dealer/core/share"
import { useActorRef, useSelector } from "@xstate/react"
import { createContext, useCallback, useContext, type ReactNode } from "react"
import type { ActorRefFrom } from "xstate"

const ToastContext = createContext<ActorRefFrom<typeof toastMachine> | null>(null)

/**
 * Holds the page's one toast flow: at most one toast at a time, each leaving after its duration.
 * Flow hooks below it (watchlist, copy link) send their toasts here; `ToastRegion` shows them.
 *
 * @example
 * <ToastProvider><CarPage /><ToastRegion /></ToastProvider>
 */
export function ToastProvider({ children }: { readonly children: ReactNode }) {
  const toasts = useActorRef(toastMachine)
  return <ToastContext.Provider value={toasts}>{children}</ToastContext.Provider>
}

/**
 * The toast view model; outside a `ToastProvider` there is never a toast and showing does nothing.
 *
 * @example
 * const { toast, dismiss } = useToasts()
 */
export function useToasts(): ToastApi {
  const toasts = useContext(ToastContext)
  const snapshot = useSelector(toasts ?? undefined, (state) => state)
  if (!toasts || !snapshot) return { toast: null, show: () => undefined, dismiss: () => undefined }
  return connectToasts(snapshot, toasts.send)
}

/**
 * A function that shows a flow's toast now, for hooks that forward their flow's `toast` events.
 *
 * @example
 * const showToast = useShowToast()
 * useEffect(() => actorRef.on("toast", ({ toast }) => showToast(toast)).unsubscribe, [actorRef, showToast])
 */
export function useShowToast(): (toast: ToastNotice) => void {
  const toasts = useContext(ToastContext)
  return useCallback((toast: ToastNotice) => toasts?.send({ type: "SHOW", toast, at: new Date() }), [toasts])
}
