import { connectToasts, type ToastApi, type ToastEvent, type ToastNotice } from "@dealer/core/share"
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from "react"
import type { ToastActor } from "./toast-actor.ts"

/** The page's toast flow once started, and a way to send it an event that starts it first. */
interface ToastHub {
  readonly actor: ToastActor | null
  readonly send: (event: ToastEvent) => void
}

const ToastContext = createContext<ToastHub | null>(null)

const noSnapshot = () => null
const noSubscription = () => () => undefined

/**
 * Holds the page's one toast flow: at most one toast at a time, each leaving after its duration.
 * Flow hooks below it (watchlist, copy link) send their toasts here; `ToastRegion` shows them.
 * The flow starts with the first toast: until then there is nothing to show, and the page need not
 * load the statechart before it is interactive.
 *
 * @example
 * <ToastProvider><CarPage /><ToastRegion /></ToastProvider>
 */
export function ToastProvider({ children }: { readonly children: ReactNode }) {
  const [actor, setActor] = useState<ToastActor | null>(null)
  const starting = useRef<Promise<ToastActor> | null>(null)
  const send = useCallback((event: ToastEvent) => {
    starting.current ??= import("./toast-actor.ts").then(({ startToastActor }) => {
      const started = startToastActor()
      setActor(started)
      return started
    })
    void starting.current.then((started) => started.send(event))
  }, [])
  useEffect(() => () => actor?.stop(), [actor])
  const hub = useMemo(() => ({ actor, send }), [actor, send])
  return <ToastContext.Provider value={hub}>{children}</ToastContext.Provider>
}

/**
 * The toast view model; outside a `ToastProvider` there is never a toast and showing does nothing.
 *
 * @example
 * const { toast, dismiss } = useToasts()
 */
export function useToasts(): ToastApi {
  const hub = useContext(ToastContext)
  const actor = hub?.actor ?? null
  const subscribe = useCallback(
    (changed: () => void) => (actor ? actor.subscribe(changed).unsubscribe : noSubscription()),
    [actor]
  )
  const getSnapshot = useMemo(() => (actor ? () => actor.getSnapshot() : noSnapshot), [actor])
  const snapshot = useSyncExternalStore(subscribe, getSnapshot, noSnapshot)
  if (!hub) return { toast: null, show: () => undefined, dismiss: () => undefined }
  if (!snapshot) return { toast: null, show: (toast, at) => hub.send({ type: "SHOW", toast, at }), dismiss: () => undefined }
  return connectToasts(snapshot, hub.send)
}

/**
 * A function that shows a flow's toast now, for hooks that forward their flow's `toast` events.
 *
 * @example
 * const showToast = useShowToast()
 * useEffect(() => actorRef.on("toast", ({ toast }) => showToast(toast)).unsubscribe, [actorRef, showToast])
 */
export function useShowToast(): (toast: ToastNotice) => void {
  const hub = useContext(ToastContext)
  return useCallback((toast: ToastNotice) => hub?.send({ type: "SHOW", toast, at: new Date() }), [hub])
}
