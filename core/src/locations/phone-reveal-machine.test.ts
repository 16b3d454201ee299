import { describe, expect, it } from "vitest"
import { createActor, fromPromise, initialTransition, transition, waitFor } from "xstate"
import { connectPhoneReveal } from "./phone-reveal-connect.ts"
import { phoneRevealMachine, type PhoneRevealLog, type PhoneRevealMachineInput } from "./phone-reveal-machine.ts"

const input: PhoneRevealMachineInput = {
  phone: "+61755550123",
  log: { car_id: 7, dealership_id: 3, website_id: 1 },
  settings: { phone_unmasked_from_start: false, mobile_phone_grouping: "4-3-3" }
}

function start(machineInput: PhoneRevealMachineInput, logReveal: (log: PhoneRevealLog) => Promise<void>) {
  const machine = phoneRevealMachine.provide({ actors: { logReveal: fromPromise(({ input }) => logReveal(input)) } })
  return createActor(machine, { input: machineInput }).start()
}

describe("phone reveal flow", () => {
  it("starts masked and reveals on REVEAL (pure transitions)", () => {
    const [masked] = initialTransition(phoneRevealMachine, input)
    expect(masked.value).toBe("masked")
    const [revealed, actions] = transition(phoneRevealMachine, masked, { type: "REVEAL" })
    expect(revealed.matches("revealed")).toBe(true)
    expect(actions.some((action) => action.type === "xstate.spawnChild")).toBe(true)
  })

  it("shows the masked number, then the full number with a tel: link", () => {
    const actor = start(input, () => Promise.resolve())
    const before = connectPhoneReveal(actor.getSnapshot(), actor.send)
    expect(before).toMatchObject({ text: "07 555* ****", masked: true, href: null })
    before.reveal()
    const after = connectPhoneReveal(actor.getSnapshot(), actor.send)
    expect(after).toMatchObject({ text: "07 5555 0123", masked: false, href: "tel:0755550123" })
  })

  it("logs the reveal exactly once, however often the shopper clicks", async () => {
    const logged: PhoneRevealLog[] = []
    const actor = start(input, async (log) => void logged.push(log))
    actor.send({ type: "REVEAL" })
    actor.send({ type: "REVEAL" })
    await waitFor(actor, (snapshot) => snapshot.matches({ revealed: "logged" }))
    actor.send({ type: "REVEAL" })
    expect(logged).toEqual([input.log])
  })

  it("keeps the number revealed when the log call fails", async () => {
    const actor = start(input, () => Promise.reject(new Error("network down")))
    actor.send({ type: "REVEAL" })
    await waitFor(actor, (snapshot) => snapshot.matches({ revealed: "logged" }))
    expect(connectPhoneReveal(actor.getSnapshot(), actor.send).masked).toBe(false)
  })

  it("starts revealed without logging for tenants that show phones unmasked", () => {
    let calls = 0
    const unmasked = { ...input, settings: { ...input.settings, phone_unmasked_from_start: true } }
    const actor = start(unmasked, async () => void calls++)
    expect(connectPhoneReveal(actor.getSnapshot(), actor.send)).toMatchObject({ masked: false, text: "07 5555 0123" })
    expect(calls).toBe(0)
  })
})
