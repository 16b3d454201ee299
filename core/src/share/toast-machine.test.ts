import { describe, expect, it } from "vitest"
import { createActor, initialTransition, SimulatedClock, transition } from "xstate"
import { getShortestPaths } from "xstate/graph"
import { connectToasts } from "./toast-connect.ts"
import { toastMachine } from "./toast-machine.ts"
import type { ToastNotice } from "./toast-notice.ts"

const at = new Date("2026-03-02T01:00:00.000Z")
const copied: ToastNotice = {
  id: "share-copied",
  message: "Copied 2022 Toyota Hilux to your clipboard!",
  durationMs: 3000
}
const saved: ToastNotice = {
  id: "watchlist",
  title: "Car Saved In Watchlist",
  message: "2022 Toyota Hilux is now available in your watchlist",
  durationMs: 5000,
  action: { label: "View List", href: "/watchlist" }
}
const noSend = () => undefined

function start() {
  const clock = new SimulatedClock()
  const actor = createActor(toastMachine, { clock }).start()
  return { clock, actor, api: () => connectToasts(actor.getSnapshot(), actor.send) }
}

describe("toast flow", () => {
  it("shows one toast, then hides it (pure transitions)", () => {
    const [hidden] = initialTransition(toastMachine)
    expect(connectToasts(hidden, noSend).toast).toBeNull()
    const [shown] = transition(toastMachine, hidden, { type: "SHOW", toast: saved, at })
    expect(connectToasts(shown, noSend).toast).toEqual({
      id: "watchlist",
      title: "Car Saved In Watchlist",
      message: "2022 Toyota Hilux is now available in your watchlist",
      action: { label: "View List", href: "/watchlist" }
    })
    const [dismissed] = transition(toastMachine, shown, { type: "DISMISS", id: "watchlist" })
    expect(dismissed.value).toBe("hidden")
  })

  it("dismisses the copy toast by itself after 3 seconds", () => {
    const { clock, api } = start()
    api().show(copied, at)
    clock.increment(2999)
    expect(api().toast?.message).toBe("Copied 2022 Toyota Hilux to your clipboard!")
    clock.increment(1)
    expect(api().toast).toBeNull()
  })

  it("keeps at most one toast: the newest replaces the one on screen and gets its full time", () => {
    const { clock, api } = start()
    api().show(saved, at)
    clock.increment(4000)
    api().show(copied, at)
    expect(api().toast?.id).toBe("share-copied")
    clock.increment(2999)
    expect(api().toast?.id).toBe("share-copied")
    clock.increment(1)
    expect(api().toast).toBeNull()
  })

  it("hides a toast the shopper dismisses", () => {
    const { api } = start()
    api().show(copied, at)
    api().dismiss()
    expect(api().toast).toBeNull()
  })

  it("reaches hidden and shown", () => {
    const paths = getShortestPaths(toastMachine, {
      events: [
        { type: "SHOW", toast: copied, at },
        { type: "DISMISS", id: "share-copied" },
        { type: "xstate.after.toastDuration.toasts.shown" }
      ] as never
    })
    const views = new Map(paths.map((path) => [String(path.state.value), connectToasts(path.state, noSend)]))
    expect([...views.keys()].sort()).toEqual(["hidden", "shown"])
    expect(views.get("hidden")?.toast).toBeNull()
    expect(views.get("shown")?.toast).toMatchObject({ id: "share-copied", title: null, action: null })
  })
})
