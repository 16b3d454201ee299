import { describe, expect, it } from "vitest"
import { createActor, fromPromise, initialTransition, SimulatedClock, waitFor } from "xstate"
import { getShortestPaths } from "xstate/graph"
import { defaultTexts } from "../tenant/texts.ts"
import { connectGauge } from "./gauge-connect.ts"
import { gaugeMachine, type GaugeMachineInput } from "./gauge-machine.ts"

const car = { status: "in_stock", sold: null, reserved: null, price: 30_990 } as const
const input: GaugeMachineInput = {
  car,
  carPath: "/cars/2022-toyota-hilux",
  settings: { autogauge_plugin: true },
  sessionPlugins: [],
  texts: defaultTexts
}
const complete = {
  fill: 0.7,
  listing_price: 30_990,
  market_range_min: 28_000,
  market_range_max: 34_000,
  confidence: 0.8,
  description: null
}

function start(load: (carPath: string) => Promise<unknown>, machineInput = input, clock = new SimulatedClock()) {
  const machine = gaugeMachine.provide({
    actors: { loadGauge: fromPromise(({ input: { carPath } }) => load(carPath)) }
  })
  const actor = createActor(machine, { input: machineInput, clock }).start()
  return { actor, clock, view: () => connectGauge(actor.getSnapshot()).view }
}

describe("market gauge", () => {
  it("shows a skeleton while loading, then the gauge", async () => {
    const asked: string[] = []
    const { actor, view } = start(async (carPath) => {
      asked.push(carPath)
      return complete
    })
    expect(view()).toEqual({ kind: "skeleton" })
    await waitFor(actor, (snapshot) => snapshot.matches("answered"))
    expect(asked).toEqual(["/cars/2022-toyota-hilux"])
    expect(view()).toEqual({
      kind: "gauge",
      fill: 0.7,
      label: "Great Deal",
      band: "high",
      listingPrice: "$30,990",
      marketRange: { min: "$28,000", max: "$34,000" }
    })
    expect(connectGauge(actor.getSnapshot())).toMatchObject({
      loadingLabel: "Loading the market price comparison",
      listingPriceLabel: "Listing price",
      marketRangeLabel: "Market range"
    })
  })

  it("hides the gauge on No data returned and on confidence of 0.2 or below", async () => {
    for (const body of [{ error: "No data returned" }, { ...complete, confidence: 0.2 }]) {
      const { actor, view } = start(async () => body)
      await waitFor(actor, (snapshot) => snapshot.matches("answered"))
      expect(view()).toEqual({ kind: "hidden" })
    }
  })

  it("hides the gauge when the call fails", async () => {
    const { actor, view } = start(() => Promise.reject(new Error("500")))
    await waitFor(actor, (snapshot) => snapshot.matches("hidden"))
    expect(view()).toEqual({ kind: "hidden" })
  })

  it("hides the gauge after 15 s without an answer", () => {
    const { clock, view } = start(() => new Promise<never>(() => undefined))
    clock.increment(14_999)
    expect(view().kind).toBe("skeleton")
    clock.increment(1)
    expect(view().kind).toBe("hidden")
  })

  it("never calls for a car that may not be valued, or without the Autogauge plugin", () => {
    for (const machineInput of [
      { ...input, car: { ...car, price: 200 } },
      { ...input, car: { ...car, reserved: true } },
      { ...input, settings: { autogauge_plugin: false } }
    ]) {
      const [snapshot] = initialTransition(gaugeMachine, machineInput)
      expect(snapshot.value).toBe("hidden")
    }
    const [unlocked] = initialTransition(gaugeMachine, {
      ...input,
      settings: { autogauge_plugin: false },
      sessionPlugins: ["Autogauge"]
    })
    expect(unlocked.value).toBe("loading")
  })

  it("reaches every state", () => {
    const paths = getShortestPaths(gaugeMachine, {
      input,
      events: [
        { type: "xstate.done.actor.loadGauge", output: complete },
        { type: "xstate.error.actor.loadGauge" },
        { type: "xstate.after.loadTimeout.gauge.loading" }
      ] as never
    })
    const views = new Map(paths.map((path) => [String(path.state.value), connectGauge(path.state).view.kind]))
    expect(Object.fromEntries(views)).toEqual({ loading: "skeleton", answered: "gauge", hidden: "hidden" })
  })
})
