import { describe, expect, it } from "vitest"
import {
  createActor,
  fromPromise,
  initialTransition,
  SimulatedClock,
  transition,
  waitFor,
  type SnapshotFrom
} from "xstate"
import { getShortestPaths } from "xstate/graph"
import { defaultTexts } from "../tenant/texts.ts"
import { connectFinanceDisclaimer } from "./finance-disclaimer-connect.ts"
import {
  financeDisclaimerMachine,
  lenderDisclaimerIn,
  type FinanceDisclaimerEvent,
  type FinanceDisclaimerMachineInput
} from "./finance-disclaimer-machine.ts"
import type { FinanceLenders } from "./lender-record.ts"

const input: FinanceDisclaimerMachineInput = { carId: 7, lender: "Car Clarity", texts: defaultTexts }
const lenders: FinanceLenders = {
  car_clarity: { interestRate: 6.29, disclaimer: "  Car Clarity rates from 6.29% p.a.  " }
}

function start(load: (carId: number) => Promise<FinanceLenders | null>, clock?: SimulatedClock) {
  const machine = financeDisclaimerMachine.provide({
    actors: { loadDisclaimer: fromPromise(({ input }) => load(input.carId)) }
  })
  const actor = createActor(machine, { input, ...(clock ? { clock } : {}) }).start()
  return { actor, api: () => connectFinanceDisclaimer(actor.getSnapshot(), actor.send) }
}

const settledIn = (actor: ReturnType<typeof start>["actor"]) =>
  waitFor(actor, (s) => s.matches({ content: "loaded" }) || s.matches({ content: "failed" }))

describe("lenderDisclaimerIn", () => {
  it("reads finance_lenders[provider].disclaimer, trimmed, or nothing", () => {
    expect(lenderDisclaimerIn(lenders, "Car Clarity")).toBe("Car Clarity rates from 6.29% p.a.")
    expect(lenderDisclaimerIn(lenders, "Taurus")).toBeNull()
    expect(lenderDisclaimerIn({ taurus: { disclaimer: "  " } }, "Taurus")).toBeNull()
    expect(lenderDisclaimerIn(null, "Taurus")).toBeNull()
  })
})

describe("finance disclaimer dialog flow", () => {
  it("opens the dialog and starts loading on the first opening only (pure transitions)", () => {
    const [closed] = initialTransition(financeDisclaimerMachine, input)
    expect(closed.value).toEqual({ dialog: "closed", content: "idle" })
    const [opened, actions] = transition(financeDisclaimerMachine, closed, { type: "OPEN" })
    expect(opened.value).toEqual({ dialog: "open", content: "loading" })
    expect(actions.some((action) => action.type === "xstate.spawnChild")).toBe(true)
  })

  it("loads lazily, once, and shows the lender's disclaimer", async () => {
    const loads: number[] = []
    const { actor, api } = start(async (carId) => {
      loads.push(carId)
      return lenders
    })
    expect(loads).toEqual([])
    api().show()
    expect(api()).toMatchObject({ open: true, loading: true, text: null, loadingText: "Loading..." })
    await settledIn(actor)
    expect(api()).toMatchObject({ open: true, loading: false, text: "Car Clarity rates from 6.29% p.a." })
    api().close()
    expect(api().open).toBe(false)
    api().show()
    expect(api()).toMatchObject({ open: true, text: "Car Clarity rates from 6.29% p.a." })
    expect(loads).toEqual([7])
  })

  it("shows the generic disclaimer when the lender has none", async () => {
    const { actor, api } = start(async () => ({ taurus: { interestRate: 9 } }))
    api().show()
    await settledIn(actor)
    expect(api().text).toBe(defaultTexts.financeDisclaimer)
  })

  it("shows the generic disclaimer when loading fails, and does not load again", async () => {
    let loads = 0
    const { actor, api } = start(async () => {
      loads++
      throw new Error("500")
    })
    api().show()
    await settledIn(actor)
    expect(api()).toMatchObject({ loading: false, text: defaultTexts.financeDisclaimer })
    api().close()
    api().show()
    expect(loads).toBe(1)
  })

  it("gives up after 15 s and shows the generic disclaimer", () => {
    const clock = new SimulatedClock()
    const { api } = start(() => new Promise<FinanceLenders | null>(() => undefined), clock)
    api().show()
    clock.increment(15_000)
    expect(api()).toMatchObject({ loading: false, text: defaultTexts.financeDisclaimer })
  })

  it("reaches every state with a text or a loading line whenever the dialog is open", () => {
    const events = [
      { type: "OPEN" },
      { type: "CLOSE" },
      { type: "xstate.done.actor.loadDisclaimer", output: lenders },
      { type: "xstate.error.actor.loadDisclaimer", error: new Error("down") },
      { type: "xstate.after.loadTimeout.financeDisclaimer.content.loading" }
    ] as unknown as ReadonlyArray<FinanceDisclaimerEvent>
    const paths = getShortestPaths(financeDisclaimerMachine, {
      input,
      events,
      serializeState: (snapshot) => JSON.stringify(snapshot.value)
    })
    const reached = paths.map((path) => JSON.stringify(path.state.value)).sort()
    expect(reached).toEqual(
      [
        { dialog: "closed", content: "idle" },
        { dialog: "open", content: "loading" },
        { dialog: "open", content: "loaded" },
        { dialog: "open", content: "failed" },
        { dialog: "closed", content: "loading" },
        { dialog: "closed", content: "loaded" },
        { dialog: "closed", content: "failed" }
      ]
        .map((value) => JSON.stringify(value))
        .sort()
    )
    const view = (snapshot: SnapshotFrom<typeof financeDisclaimerMachine>) =>
      connectFinanceDisclaimer(snapshot, () => {})
    for (const path of paths) {
      const shown = view(path.state)
      expect(shown.open).toBe(path.state.matches({ dialog: "open" }))
      if (shown.open) expect(shown.loading || shown.text !== null).toBe(true)
      if (path.state.matches({ content: "failed" })) expect(shown.text).toBe(defaultTexts.financeDisclaimer)
    }
  })
})
