import { describe, expect, it } from "vitest"
import { createActor, fromPromise, initialTransition, SimulatedClock, transition, waitFor } from "xstate"
import { getShortestPaths } from "xstate/graph"
import { defaultTexts } from "../tenant/texts.ts"
import { connectDeliveryCalculator } from "./delivery-calculator-connect.ts"
import { deliveryCalculatorMachine } from "./delivery-calculator-machine.ts"
import type { DeliveryEstimate } from "./delivery-estimate.ts"

const input = { texts: defaultTexts }
const noSend = () => undefined
const regional: DeliveryEstimate = { found: true, price: 349, name: "Regional" }
const noEstimate =
  "Sorry, we can't provide an estimate for that location. Please use the enquiry form on this page or give us a call to get a quote."

function start(lookup: (postcode: string) => Promise<DeliveryEstimate>, clock = new SimulatedClock()) {
  const machine = deliveryCalculatorMachine.provide({
    actors: { lookupDeliveryPrice: fromPromise(({ input: { postcode } }) => lookup(postcode)) }
  })
  const actor = createActor(machine, { input, clock }).start()
  return { actor, clock, api: () => connectDeliveryCalculator(actor.getSnapshot(), actor.send) }
}

describe("delivery calculator", () => {
  it("answers Please enter a postcode. for an empty postcode, without a call (pure transitions)", () => {
    const [idle] = initialTransition(deliveryCalculatorMachine, input)
    expect(connectDeliveryCalculator(idle, noSend)).toMatchObject({
      postcode: "",
      maxLength: 4,
      loading: false,
      error: null
    })
    const [error, actions] = transition(deliveryCalculatorMachine, idle, { type: "SUBMIT" })
    expect(connectDeliveryCalculator(error, noSend).error).toBe("Please enter a postcode.")
    expect(actions.some((action) => action.type === "xstate.spawnChild")).toBe(false)
  })

  it("answers the postcode format message for anything but 4 digits", () => {
    for (const postcode of ["421", "42155", "42a5"]) {
      const [idle] = initialTransition(deliveryCalculatorMachine, { ...input, postcode })
      const [error] = transition(deliveryCalculatorMachine, idle, { type: "SUBMIT" })
      expect(connectDeliveryCalculator(error, noSend).error).toBe("Invalid postcode. Please enter a 4-digit number.")
    }
  })

  it("looks the postcode up and shows the price and region", async () => {
    const asked: string[] = []
    const { actor, api } = start(async (postcode) => {
      asked.push(postcode)
      return regional
    })
    api().change(" 4215 ")
    api().submit()
    expect(api().loading).toBe(true)
    await waitFor(actor, (snapshot) => snapshot.matches({ ready: "result" }))
    expect(asked).toEqual(["4215"])
    expect(api()).toMatchObject({
      loading: false,
      error: null,
      result: { price: "$349", region: "Regional", text: "Delivery to Regional: $349" }
    })
  })

  it("says no estimate when no price is found, and Invalid postcode when the postcode is unknown", async () => {
    const { actor, api } = start(async (postcode) =>
      postcode === "9999"
        ? { found: false, reason: "postcode-not-found", message: "Invalid postcode" }
        : { found: false, reason: "no-estimate", message: noEstimate }
    )
    api().change("0872")
    api().submit()
    await waitFor(actor, (snapshot) => snapshot.matches({ ready: "error" }))
    expect(api()).toMatchObject({ error: noEstimate, result: null })
    api().change("9999")
    api().submit()
    await waitFor(actor, (snapshot) => snapshot.matches({ ready: "error" }))
    expect(api().error).toBe("Invalid postcode")
  })

  it("says no estimate when the lookup fails", async () => {
    const { actor, api } = start(() => Promise.reject(new Error("502 Bad Gateway")))
    api().change("4215")
    api().submit()
    await waitFor(actor, (snapshot) => snapshot.matches({ ready: "error" }))
    expect(api().error).toBe(noEstimate)
  })

  it("leaves loading after 15 s without an answer", () => {
    const { clock, api } = start(() => new Promise<never>(() => undefined))
    api().change("4215")
    api().submit()
    clock.increment(14_999)
    expect(api().loading).toBe(true)
    clock.increment(1)
    expect(api()).toMatchObject({
      loading: false,
      error: "The delivery estimate is taking too long. Please try again."
    })
  })

  it("clears the result when the postcode changes", async () => {
    const { actor, api } = start(async () => regional)
    api().change("4215")
    api().submit()
    await waitFor(actor, (snapshot) => snapshot.matches({ ready: "result" }))
    api().change("421")
    expect(api()).toMatchObject({ postcode: "421", result: null, error: null })
  })

  it("reaches every state", () => {
    const paths = getShortestPaths(deliveryCalculatorMachine, {
      input,
      events: [
        { type: "CHANGE", postcode: "4215" },
        { type: "SUBMIT" },
        { type: "xstate.done.actor.lookupDeliveryPrice", output: regional },
        { type: "xstate.error.actor.lookupDeliveryPrice", error: new Error("down") },
        { type: "xstate.after.lookupTimeout.deliveryCalculator.loading" }
      ] as never
    })
    const views = new Map<string, ReturnType<typeof connectDeliveryCalculator>>()
    for (const path of paths) {
      const key = JSON.stringify(path.state.value)
      if (!views.has(key)) views.set(key, connectDeliveryCalculator(path.state, noSend))
    }
    expect([...views.keys()].sort()).toEqual([
      '"loading"',
      '{"ready":"error"}',
      '{"ready":"idle"}',
      '{"ready":"result"}'
    ])
    expect(views.get('"loading"')).toMatchObject({ loading: true, result: null, error: null })
    expect(views.get('{"ready":"idle"}')).toMatchObject({ loading: false, result: null, error: null })
    expect(views.get('{"ready":"result"}')?.result?.text).toBe("Delivery to Regional: $349")
    expect(views.get('{"ready":"error"}')?.error).toBe("Please enter a postcode.")
  })
})
