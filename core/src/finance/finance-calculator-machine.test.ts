import { describe, expect, it } from "vitest"
import { createActor, fromPromise, initialTransition, SimulatedClock, transition, type SnapshotFrom } from "xstate"
import { getShortestPaths } from "xstate/graph"
import type { AnalyticsEvent } from "../analytics/analytics-event.ts"
import { decodeOrThrow } from "../shared/decode.ts"
import { defaultTexts } from "../tenant/texts.ts"
import { connectFinanceCalculator } from "./finance-calculator-connect.ts"
import {
  financeCalculatorMachine,
  type FinanceCalculatorEvent,
  type FinanceCalculatorMachineInput
} from "./finance-calculator-machine.ts"
import { FinanceSettings } from "./settings.ts"

const settings = (encoded: typeof FinanceSettings.Encoded = {}) => decodeOrThrow(FinanceSettings, encoded, "finance")
const car = { id: 7, price: 45_990, car_type: "used", vin: "JTMABC123" } as const
const longDisclaimer = `${"Finance is subject to approval. ".repeat(10)}Fees and charges apply.`

const input = (overrides: Partial<FinanceCalculatorMachineInput> = {}): FinanceCalculatorMachineInput => ({
  car,
  lenderRate: null,
  disclaimer: null,
  settings: settings(),
  texts: defaultTexts,
  ...overrides
})

function start(
  machineInput: FinanceCalculatorMachineInput,
  track: (event: AnalyticsEvent) => Promise<void> = async () => undefined,
  clock?: SimulatedClock
) {
  const machine = financeCalculatorMachine.provide({ actors: { track: fromPromise(({ input }) => track(input)) } })
  const actor = createActor(machine, { input: machineInput, ...(clock ? { clock } : {}) }).start()
  return { actor, api: () => connectFinanceCalculator(actor.getSnapshot(), actor.send) }
}

describe("finance calculator flow: transitions", () => {
  it("starts untouched and collapsed, and starts tracking on the first change", () => {
    const [initial] = initialTransition(financeCalculatorMachine, input())
    expect(initial.value).toEqual({ usage: "untouched", disclaimer: "collapsed" })
    const [changed, actions] = transition(financeCalculatorMachine, initial, {
      type: "SET_VALUE",
      name: "amount",
      value: 30_000
    })
    expect(changed.value).toEqual({ usage: "tracking", disclaimer: "collapsed" })
    expect(changed.context.values.amount).toBe(30_000)
    expect(actions.some((action) => action.type === "xstate.spawnChild")).toBe(true)
  })

  it("toggles the disclaimer without counting as a use of the calculator", () => {
    const [initial] = initialTransition(financeCalculatorMachine, input())
    const [expanded] = transition(financeCalculatorMachine, initial, { type: "TOGGLE_DISCLAIMER" })
    expect(expanded.value).toEqual({ usage: "untouched", disclaimer: "expanded" })
  })
})

describe("finance calculator flow: what the shopper sees", () => {
  it("starts from the car price with the repayment and a Get Finance link to the finance form", () => {
    const { api } = start(input())
    const calculator = api()
    expect(calculator.amount).toMatchObject({ label: "Loan Amount", inputText: "$45,990", error: null })
    expect(calculator.term).toMatchObject({ label: "Loan Term", inputText: "5", valueText: "5 years" })
    expect(calculator.interest).toMatchObject({ inputText: "10", valueText: "10%", disabled: false, hidden: false })
    expect(calculator.repayment).toMatchObject({ text: "$225", quoted: true, frequencyLabel: "Weekly" })
    expect(calculator.frequency.options.map((option) => option.label)).toEqual(["Weekly", "Fortnightly", "Monthly"])
    expect(calculator.financeButton).toEqual({
      label: "Get Finance",
      href: "/finance?car_id=7&car_type=used&vin=JTMABC123&vehiclePriceBudget=45990#finance-form"
    })
  })

  it("updates the repayment when the amount slider moves", () => {
    const { api } = start(input())
    api().amount.setSlider(30_000)
    // 30,000 at 10% over 260 weekly repayments: 30000 × r / (1 − (1 + r)^−260) with r = 0.1 / 52 ≈ $146.73.
    expect(api().repayment.text).toBe("$147")
    expect(api().amount).toMatchObject({ inputText: "$30,000", valueText: "$30,000" })
  })

  it("shows the bounds message for a typed amount at or beyond its bounds, and keeps the amount", () => {
    const { api } = start(input())
    api().amount.setText("$500")
    expect(api().amount.error).toBe("Cannot be less than $1,000 or more than $100,000")
    expect(api().amount.inputText).toBe("$500")
    api().amount.setText("150000")
    expect(api().amount).toMatchObject({
      error: "Cannot be less than $1,000 or more than $100,000",
      inputText: "$150,000"
    })
    expect(api().amount.slider.value).toBe(100_000)
    api().amount.setText("$25,000")
    expect(api().amount.error).toBeNull()
  })

  it("sets an amount of 0 or less, or none, to 0 when the shopper leaves the input", () => {
    const { api } = start(input())
    api().amount.setText("")
    expect(api().amount.inputText).toBe("")
    api().amount.commit()
    expect(api().amount.inputText).toBe("$0")
  })

  it("clamps the other inputs to their bounds when the shopper leaves them", () => {
    const { api } = start(input({ settings: settings({ interest_min: 7.5, interest_max: 14.5 }) }))
    api().deposit.setText("$900,000")
    expect(api().deposit).toMatchObject({ inputText: "$900,000", valueText: "$250,000" })
    api().interest.setText("1")
    expect(api().interest).toMatchObject({ inputText: "1", valueText: "7.5%" })
    api().interest.commit()
    expect(api().deposit.inputText).toBe("$250,000")
    expect(api().interest.inputText).toBe("7.5")
  })

  it("moves the term through custom increments", () => {
    const { api } = start(input({ settings: settings({ term_increments: [1, 2, 3, 5] }) }))
    expect(api().term.slider).toEqual({ min: 0, max: 3, step: 1, value: 3 })
    expect(api().term.inputBounds).toEqual({ min: 1, max: 5 })
    api().term.setSlider(2)
    expect(api().term).toMatchObject({ inputText: "3", valueText: "3 years" })
  })

  it("shows Enquire for Finance at or below $25, on the result and on the button", () => {
    const { api } = start(input())
    api().amount.setText("$1,000")
    api().deposit.setText("$1,000")
    expect(api().repayment).toMatchObject({ quoted: false, text: "Enquire for Finance", totalText: "" })
    expect(api().financeButton.label).toBe("Enquire for Finance")
    expect(api().financeButton.href).toBe(
      "/finance?car_id=7&car_type=used&vin=JTMABC123&vehiclePriceBudget=1000#finance-form"
    )
  })

  it("follows the tenant's finance link and leaves the car out on the finance page", () => {
    const { api } = start(input({ car: null, settings: settings({ finance_link: "/apply-for-finance" }) }))
    expect(api().amount.inputText).toBe("$30,000")
    expect(api().financeButton.href).toBe("/apply-for-finance?vehiclePriceBudget=30000#finance-form")
  })

  it("offers only monthly repayments and disables the interest slider for monthly-only dealers", () => {
    const { api } = start(input({ settings: settings({ monthly_only: true }) }))
    expect(api().frequency).toMatchObject({ value: "monthly", disabled: true })
    expect(api().frequency.options).toEqual([{ value: "monthly", label: "Monthly" }])
    expect(api().interest.disabled).toBe(true)
    api().frequency.select("weekly")
    expect(api().frequency.value).toBe("monthly")
  })

  it("hides the interest for dealers using lender rates and takes the lender's rate", () => {
    const { api } = start(input({ lenderRate: 6.29, settings: settings({ uses_lender_rates: true }) }))
    expect(api().interest).toMatchObject({ hidden: true, valueText: "6.29%" })
  })

  it("hides the residual on the tenant without it", () => {
    const { api } = start(input({ settings: settings({ show_balloon: false }) }))
    expect(api().balloon.hidden).toBe(true)
  })

  it("collapses the disclaimer to 197 characters with Show More / Show Less for dealers that have it", () => {
    const { api } = start(input({ disclaimer: longDisclaimer, settings: settings({ disclaimer_collapsible: true }) }))
    const collapsed = api().disclaimer
    expect(collapsed?.text).toBe(`${longDisclaimer.slice(0, 197)}...`)
    expect(collapsed?.toggle).toMatchObject({ label: "Show More", expanded: false })
    collapsed?.toggle?.press()
    expect(api().disclaimer?.text).toBe(longDisclaimer)
    expect(api().disclaimer?.toggle).toMatchObject({ label: "Show Less", expanded: true })
    api().disclaimer?.toggle?.press()
    expect(api().disclaimer?.toggle?.label).toBe("Show More")
  })

  it("shows the whole disclaimer without a toggle for other dealers, and none when there is none", () => {
    expect(start(input({ disclaimer: longDisclaimer })).api().disclaimer).toEqual({
      text: longDisclaimer,
      toggle: null
    })
    expect(start(input()).api().disclaimer).toBeNull()
  })
})

describe("finance calculator flow: analytics", () => {
  it("records the first-use event (26) exactly once across many interactions", async () => {
    const tracked: AnalyticsEvent[] = []
    const { actor, api } = start(input(), async (event) => void tracked.push(event))
    api().amount.setSlider(20_000)
    api().term.setSlider(3)
    api().frequency.select("monthly")
    await Promise.resolve()
    api().deposit.setText("$2,000")
    api().interest.setText("8")
    expect(actor.getSnapshot().matches({ usage: "tracked" })).toBe(true)
    expect(tracked).toEqual([{ id: 26, label: "Used Car" }])
  })

  it("records the event without a label on the finance page", async () => {
    const tracked: AnalyticsEvent[] = []
    const { api } = start(input({ car: null }), async (event) => void tracked.push(event))
    api().amount.setSlider(20_000)
    await Promise.resolve()
    expect(tracked).toEqual([{ id: 26, label: null }])
  })

  it("gives up a failed tracker silently and never retries it", async () => {
    let calls = 0
    const { actor, api } = start(input(), async () => {
      calls++
      throw new Error("analytics down")
    })
    api().amount.setSlider(20_000)
    await Promise.resolve()
    api().amount.setSlider(25_000)
    expect(actor.getSnapshot().matches({ usage: "tracked" })).toBe(true)
    expect(calls).toBe(1)
    expect(api().repayment.quoted).toBe(true)
  })

  it("leaves tracking after 15 s when the tracker never answers", () => {
    const clock = new SimulatedClock()
    const { actor, api } = start(input(), () => new Promise<void>(() => undefined), clock)
    api().amount.setSlider(20_000)
    clock.increment(14_999)
    expect(actor.getSnapshot().matches({ usage: "tracking" })).toBe(true)
    clock.increment(1)
    expect(actor.getSnapshot().matches({ usage: "tracked" })).toBe(true)
  })
})

describe("finance calculator flow: every state", () => {
  const events: ReadonlyArray<FinanceCalculatorEvent> = [
    { type: "SET_VALUE", name: "amount", value: 20_000 },
    { type: "TOGGLE_DISCLAIMER" }
  ]
  const settled = [
    { type: "xstate.done.actor.track" },
    { type: "xstate.error.actor.track" },
    { type: "xstate.after.trackTimeout.financeCalculator.usage.tracking" }
  ] as unknown as ReadonlyArray<FinanceCalculatorEvent>
  const collapsible = input({ disclaimer: longDisclaimer, settings: settings({ disclaimer_collapsible: true }) })
  const paths = getShortestPaths(financeCalculatorMachine, {
    input: collapsible,
    events: [...events, ...settled],
    serializeState: (snapshot) => JSON.stringify(snapshot.value)
  })
  const view = (snapshot: SnapshotFrom<typeof financeCalculatorMachine>) => connectFinanceCalculator(snapshot, () => {})

  it("reaches all six states", () => {
    expect(paths.map((path) => JSON.stringify(path.state.value)).sort()).toEqual(
      [
        { usage: "untouched", disclaimer: "collapsed" },
        { usage: "untouched", disclaimer: "expanded" },
        { usage: "tracking", disclaimer: "collapsed" },
        { usage: "tracking", disclaimer: "expanded" },
        { usage: "tracked", disclaimer: "collapsed" },
        { usage: "tracked", disclaimer: "expanded" }
      ]
        .map((value) => JSON.stringify(value))
        .sort()
    )
  })

  it.each(paths.map((path) => [JSON.stringify(path.state.value), path] as const))(
    "shows a repayment and the disclaimer toggle matching %s",
    (_name, path) => {
      const shown = view(path.state)
      const expanded = path.state.matches({ disclaimer: "expanded" })
      expect(shown.repayment.quoted).toBe(true)
      expect(shown.disclaimer?.toggle?.label).toBe(expanded ? "Show Less" : "Show More")
      expect(shown.disclaimer?.text.length).toBe(expanded ? longDisclaimer.length : 200)
    }
  )
})
