import { describe, expect, it } from "vitest"
import { createActor, fromPromise, initialTransition, SimulatedClock, waitFor, type SnapshotFrom } from "xstate"
import { getShortestPaths } from "xstate/graph"
import { defaultTexts } from "../tenant/texts.ts"
import { connectFinanceQuote } from "./finance-quote-connect.ts"
import {
  financeQuoteMachine,
  type FinanceQuoteCar,
  type FinanceQuoteEvent,
  type FinanceQuoteMachineInput
} from "./finance-quote-machine.ts"
import type { YouxQuote, YouxQuoteRequest } from "./youx-quote.ts"

const car: FinanceQuoteCar = { id: 7, price: 40_000, year: 2022, vin: "JTMABC123", nvic: null, youxQuote: null }
const quote: YouxQuote = { weeklyRepaymentAmount: 112.5, advertisedRate: 6.29, comparisonRate: 8.19 }
const input = (overrides: Partial<FinanceQuoteMachineInput> = {}): FinanceQuoteMachineInput => ({
  car,
  quote: { enabled: true, whoIsHelping: "Example Motors" },
  texts: defaultTexts,
  ...overrides
})

function start(
  machineInput: FinanceQuoteMachineInput,
  requestQuote: (request: YouxQuoteRequest) => Promise<YouxQuote>,
  clock?: SimulatedClock
) {
  const machine = financeQuoteMachine.provide({
    actors: { requestQuote: fromPromise(({ input }) => requestQuote(input)) }
  })
  const actor = createActor(machine, { input: machineInput, ...(clock ? { clock } : {}) }).start()
  return { actor, api: () => connectFinanceQuote(actor.getSnapshot(), actor.send) }
}

const settledIn = (actor: ReturnType<typeof start>["actor"]) => waitFor(actor, (s) => s.matches("settled"))

describe("finance quote flow", () => {
  it("requests a quote only with the switch on, no quote yet and a price above 0 (pure transitions)", () => {
    expect(initialTransition(financeQuoteMachine, input())[0].value).toBe("requesting")
    const off = input({ quote: { enabled: false, whoIsHelping: "Example Motors" } })
    expect(initialTransition(financeQuoteMachine, off)[0].value).toBe("settled")
    expect(initialTransition(financeQuoteMachine, input({ car: { ...car, price: 0 } }))[0].value).toBe("settled")
    const quoted = input({ car: { ...car, youxQuote: quote } })
    expect(initialTransition(financeQuoteMachine, quoted)[0].value).toBe("settled")
  })

  it("posts the quote request once and shows the answer as the car's quote", async () => {
    const requests: YouxQuoteRequest[] = []
    const { actor, api } = start(input(), async (request) => {
      requests.push(request)
      return quote
    })
    expect(api()).toMatchObject({ requesting: true, summary: null })
    // Its place is held meanwhile by a strip of the same shape.
    expect(api().placeholder?.items.length).toBe(5)
    await settledIn(actor)
    expect(requests).toEqual([
      {
        selfAssessedCreditScore: "GREAT",
        purchasePrice: 40_000,
        loanTerm: 60,
        year: 2022,
        vin: "JTMABC123",
        nvic: null,
        whoIsHelping: "Example Motors"
      }
    ])
    expect(api().quote).toEqual(quote)
    expect(api().summary?.payment).toEqual({ amount: 112.5, text: "$113", suffix: "/week" })
    expect(api().placeholder).toBeNull()
  })

  it("shows a car's own quote without asking", () => {
    let calls = 0
    const { api } = start(input({ car: { ...car, youxQuote: quote } }), async () => {
      calls++
      return quote
    })
    expect(api()).toMatchObject({ requesting: false, quote })
    expect(calls).toBe(0)
  })

  it("ignores a failed request: no message, no quote, no second try", async () => {
    let calls = 0
    const { actor, api } = start(input(), async () => {
      calls++
      throw new Error("502 Bad Gateway")
    })
    await settledIn(actor)
    expect(api()).toMatchObject({ requesting: false, quote: null, summary: null, placeholder: null })
    api().showCar(car)
    expect(actor.getSnapshot().value).toBe("settled")
    expect(calls).toBe(1)
  })

  it("gives up after 15 s when the request never answers", () => {
    const clock = new SimulatedClock()
    const { actor, api } = start(input(), () => new Promise<YouxQuote>(() => undefined), clock)
    clock.increment(14_999)
    expect(api().requesting).toBe(true)
    clock.increment(1)
    expect(actor.getSnapshot().value).toBe("settled")
    expect(api().summary).toBeNull()
  })

  it("asks once per car when the strip moves between cars, and keeps each fetched quote", async () => {
    const asked: number[] = []
    const other: FinanceQuoteCar = { ...car, id: 8, price: 30_000 }
    const { actor, api } = start(input(), async (request) => {
      asked.push(request.purchasePrice)
      return { ...quote, weeklyRepaymentAmount: request.purchasePrice / 400 }
    })
    await settledIn(actor)
    api().showCar(other)
    await settledIn(actor)
    expect(api().summary?.payment?.text).toBe("$75")
    api().showCar(car)
    expect(api()).toMatchObject({ requesting: false, summary: { payment: { text: "$100" } } })
    expect(asked).toEqual([40_000, 30_000])
  })

  it("reaches every state, showing a quote only once one is there", () => {
    const events = [
      { type: "SHOW_CAR", car },
      { type: "xstate.done.actor.requestQuote", output: quote },
      { type: "xstate.error.actor.requestQuote", error: new Error("down") },
      { type: "xstate.after.quoteTimeout.financeQuote.requesting" }
    ] as unknown as ReadonlyArray<FinanceQuoteEvent>
    const paths = getShortestPaths(financeQuoteMachine, {
      input: input(),
      events,
      serializeState: (snapshot) => `${String(snapshot.value)}:${Object.keys(snapshot.context.fetched).length}`
    })
    const view = (snapshot: SnapshotFrom<typeof financeQuoteMachine>) => connectFinanceQuote(snapshot, () => {})
    expect(new Set(paths.map((path) => path.state.value))).toEqual(new Set(["requesting", "settled"]))
    for (const path of paths) {
      const shown = view(path.state)
      expect(shown.requesting).toBe(path.state.matches("requesting"))
      expect(shown.summary !== null).toBe(Object.keys(path.state.context.fetched).length > 0)
    }
  })
})
