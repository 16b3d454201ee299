import { describe, expect, it } from "vitest"
import { createActor, fromPromise, initialTransition, SimulatedClock, transition, waitFor } from "xstate"
import type { AnyStateMachine, SnapshotFrom, StateValue } from "xstate"
import { getShortestPaths, getStateNodes } from "xstate/graph"
import type { ToastNotice } from "../share/toast-notice.ts"
import { defaultTexts } from "../tenant/texts.ts"
import { anonymousSession, type ShopperSession } from "./shopper-session.ts"
import { connectWatchlist } from "./watchlist-connect.ts"
import type { WatchlistCallBody, WatchlistCallResponse } from "./watchlist-entry.ts"
import { watchlistMachine, type WatchlistMachineInput } from "./watchlist-machine.ts"

const signedIn: ShopperSession = { user: { id: 1, phone: "0412345678" }, plugins: null }
const hilux = { id: 7, name: "2022 Toyota Hilux SR5", available: true }
const input: WatchlistMachineInput = {
  session: signedIn,
  currentPage: "/cars/2022-toyota-hilux-t1234",
  entries: [{ id: 3 }],
  watchlistHref: "/watchlist",
  texts: defaultTexts
}
const noSend = () => undefined

type Call = (body: WatchlistCallBody) => Promise<WatchlistCallResponse>

function start(machineInput: WatchlistMachineInput, saveCar: Call, removeCar: Call = saveCar, clock?: SimulatedClock) {
  const machine = watchlistMachine.provide({
    actors: {
      saveCar: fromPromise(({ input: body }) => saveCar(body)),
      removeCar: fromPromise(({ input: body }) => removeCar(body))
    }
  })
  const actor = createActor(machine, clock ? { input: machineInput, clock } : { input: machineInput })
  const toasts: ToastNotice[] = []
  const alerts: string[] = []
  const saved: number[] = []
  actor.on("toast", ({ toast }) => void toasts.push(toast))
  actor.on("alert", ({ message }) => void alerts.push(message))
  actor.on("saved", ({ carId }) => void saved.push(carId))
  return { actor: actor.start(), toasts, alerts, saved }
}

const api = (actor: ReturnType<typeof start>["actor"]) => connectWatchlist(actor.getSnapshot(), actor.send)
const ok = async () => ({ success: true, message: null })
const never = () => new Promise<never>(() => undefined)

describe("watchlist save flow", () => {
  it("sends a signed-out visitor to sign-in with type=watchlist (pure transitions)", () => {
    const [idle] = initialTransition(watchlistMachine, { ...input, session: anonymousSession })
    const [next, actions] = transition(watchlistMachine, idle, { type: "TOGGLE", car: hilux })
    expect(next.value).toBe("signInRequired")
    expect(actions.some((action) => action.type === "xstate.spawnChild")).toBe(false)
    expect(connectWatchlist(next, noSend).redirectTo).toBe(
      "/sign-in?type=watchlist&redirect=%2Fcars%2F2022-toyota-hilux-t1234&back=%2Fcars%2F2022-toyota-hilux-t1234"
    )
  })

  it("sends a signed-in user without a phone number to sign-in too", () => {
    const [idle] = initialTransition(watchlistMachine, {
      ...input,
      session: { user: { id: 1, phone: null }, plugins: null }
    })
    const [next] = transition(watchlistMachine, idle, { type: "TOGGLE", car: hilux })
    expect(next.value).toBe("signInRequired")
  })

  it("saves optimistically, calls save-car with the phone and car id, then toasts", async () => {
    const calls: WatchlistCallBody[] = []
    const { actor, toasts, alerts } = start(input, async (body) => {
      calls.push(body)
      return { success: true, message: null }
    })
    api(actor).toggle(hilux)
    expect(api(actor)).toMatchObject({ busy: true, entries: [{ id: 3 }, { id: 7 }] })
    expect(api(actor).control(hilux)).toMatchObject({
      saved: true,
      busy: true,
      shown: true,
      // The label says the car is saved from the optimistic toggle on.
      label: "Saved to Watchlist"
    })
    expect(api(actor).control({ ...hilux, id: 99 }).label).toBe("Save to Watchlist")
    await waitFor(actor, (snapshot) => snapshot.matches("idle"))
    expect(calls).toEqual([{ phone_number: "0412345678", car_id: 7 }])
    expect(toasts).toEqual([
      {
        id: "watchlist",
        title: "Car Saved In Watchlist",
        message: "2022 Toyota Hilux SR5 is now available in your watchlist",
        durationMs: 5000,
        action: { label: "View List", href: "/watchlist" }
      }
    ])
    expect(alerts).toEqual([])
    expect(api(actor).isSaved(7)).toBe(true)
  })

  it("reports a confirmed save once, and neither a remove nor a refused or failed save", async () => {
    const saving = start(input, ok)
    api(saving.actor).toggle(hilux)
    await waitFor(saving.actor, (snapshot) => snapshot.matches("idle"))
    expect(saving.saved).toEqual([7])

    const removing = start({ ...input, entries: [{ id: 7 }] }, ok)
    api(removing.actor).toggle(hilux)
    await waitFor(removing.actor, (snapshot) => snapshot.matches("idle"))
    expect(removing.saved).toEqual([])

    const refused = start(input, async () => ({ success: false, message: "Car is sold" }))
    api(refused.actor).toggle(hilux)
    await waitFor(refused.actor, (snapshot) => snapshot.matches("idle"))
    const failed = start(input, () => Promise.reject(new Error("Network request failed")))
    api(failed.actor).toggle(hilux)
    await waitFor(failed.actor, (snapshot) => snapshot.matches("idle"))
    expect([...refused.saved, ...failed.saved]).toEqual([])
  })

  it("removes a saved car through remove-car and toasts Car Removed", async () => {
    const removed: WatchlistCallBody[] = []
    const { actor, toasts } = start({ ...input, entries: [{ id: 7 }] }, ok, async (body) => {
      removed.push(body)
      return { success: true, message: null }
    })
    api(actor).toggle(hilux)
    await waitFor(actor, (snapshot) => snapshot.matches("idle"))
    expect(removed).toEqual([{ phone_number: "0412345678", car_id: 7 }])
    expect(toasts.map((toast) => [toast.title, toast.message])).toEqual([
      ["Car Removed", "2022 Toyota Hilux SR5 is no longer in your watchlist"]
    ])
    expect(api(actor).entries).toEqual([])
  })

  it("rolls the list back and alerts the error message when the call fails", async () => {
    const { actor, toasts, alerts } = start(input, () => Promise.reject(new Error("Network request failed")))
    api(actor).toggle(hilux)
    expect(api(actor).isSaved(7)).toBe(true)
    await waitFor(actor, (snapshot) => snapshot.matches("idle"))
    expect(api(actor)).toMatchObject({ entries: [{ id: 3 }], error: "Network request failed" })
    expect(alerts).toEqual(["Network request failed"])
    expect(toasts).toEqual([])
  })

  it("rolls back on an unsuccessful answer, alerting its message", async () => {
    const { actor, alerts } = start(input, async () => ({ success: false, message: "Session expired" }))
    api(actor).toggle(hilux)
    await waitFor(actor, (snapshot) => snapshot.matches("idle"))
    expect(api(actor).entries).toEqual([{ id: 3 }])
    expect(alerts).toEqual(["Session expired"])
  })

  it("gives up after 15 s without an answer, rolling back with the failure text", () => {
    const clock = new SimulatedClock()
    const { actor, alerts } = start(input, never, never, clock)
    api(actor).toggle(hilux)
    clock.increment(14_999)
    expect(api(actor).busy).toBe(true)
    clock.increment(1)
    expect(api(actor)).toMatchObject({ busy: false, entries: [{ id: 3 }] })
    expect(alerts).toEqual(["We couldn't update your watchlist. Please try again."])
  })

  it("ignores toggles while a call is in flight", async () => {
    let calls = 0
    const { actor } = start(input, async () => {
      calls++
      return { success: true, message: null }
    })
    api(actor).toggle(hilux)
    api(actor).toggle(hilux)
    await waitFor(actor, (snapshot) => snapshot.matches("idle"))
    expect(calls).toBe(1)
    expect(api(actor).isSaved(7)).toBe(true)
  })

  it("hides the control of a sold car unless it is saved", () => {
    const { actor } = start(input, ok)
    expect(api(actor).control({ ...hilux, available: false }).shown).toBe(false)
    expect(api(actor).control({ id: 3, name: "Saved", available: false }).shown).toBe(true)
  })
})

function leafStates(machine: AnyStateMachine): ReadonlyArray<string> {
  return getStateNodes(machine.root)
    .filter((node) => node.type === "atomic" || node.type === "final")
    .map((node) => node.path.join("."))
    .sort()
}

function leavesOf(value: StateValue, prefix: ReadonlyArray<string> = []): ReadonlyArray<string> {
  if (typeof value === "string") return [[...prefix, value].join(".")]
  return Object.entries(value).flatMap(([key, child]) => (child ? leavesOf(child, [...prefix, key]) : []))
}

describe("watchlist paths", () => {
  const events = [
    { type: "TOGGLE" as const, car: hilux },
    { type: "xstate.done.actor.saveCar", output: { success: true, message: null } },
    { type: "xstate.done.actor.removeCar", output: { success: false, message: "Session expired" } },
    { type: "xstate.error.actor.saveCar", error: new Error("Network request failed") },
    { type: "xstate.after.callTimeout.watchlist.calling" }
  ]
  const reached = new Map<string, SnapshotFrom<typeof watchlistMachine>>()
  for (const session of [signedIn, anonymousSession]) {
    const paths = getShortestPaths(watchlistMachine, {
      input: { ...input, session },
      events: events as never
    })
    for (const path of paths) for (const leaf of leavesOf(path.state.value)) reached.set(leaf, path.state)
  }

  it("reaches every state", () => {
    expect([...reached.keys()].sort()).toEqual(
      leafStates(watchlistMachine).filter((leaf) => leaf !== "calling.choosing")
    )
  })

  it("shows what each state means", () => {
    const view = (leaf: string) => connectWatchlist(reached.get(leaf)!, noSend)
    expect(view("signInRequired").redirectTo).toMatch(/^\/sign-in\?type=watchlist&/)
    expect(view("calling.saving")).toMatchObject({ busy: true, redirectTo: null })
    expect(view("calling.saving").isSaved(7)).toBe(true)
    expect(view("calling.removing")).toMatchObject({ busy: true })
    expect(view("calling.removing").isSaved(7)).toBe(false)
    expect(view("idle")).toMatchObject({ busy: false, redirectTo: null, error: null })
  })
})
