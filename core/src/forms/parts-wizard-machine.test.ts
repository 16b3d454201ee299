import { describe, expect, it } from "vitest"
import { createActor, fromPromise, initialTransition, SimulatedClock, transition, waitFor } from "xstate"
import { defaultTexts } from "../tenant/texts.ts"
import type { LeadTrackingEvent } from "./form-flow.ts"
import type { LeadPayload } from "./lead-payload.ts"
import type { PartsForm } from "./parts-form.ts"
import { connectPartsWizard } from "./parts-wizard-connect.ts"
import { partsWizardMachine, type PartsWizardMachineInput } from "./parts-wizard-machine.ts"
import type { LeadSubmitResponse } from "./submission-outcome.ts"
import { exampleLeadPage } from "../testing/example-lead-page.ts"

const input: PartsWizardMachineInput = {
  values: { name: "", email: "", phone: "" },
  page: exampleLeadPage({ url: "https://example-motors.example/vehicle-parts-and-accessories", dealershipId: 3 }),
  settings: { parts_required_fields: ["Vehicle Make", "Vehicle Model", "Vehicle Year", "Order Detail"] },
  locationShown: false,
  now: new Date("2025-03-01T00:00:00Z"),
  texts: defaultTexts
}

type Sent = LeadPayload<PartsForm>

function start(
  submitLead: (payload: Sent) => Promise<LeadSubmitResponse>,
  track: (event: LeadTrackingEvent) => Promise<void> = async () => undefined,
  clock?: SimulatedClock
) {
  const machine = partsWizardMachine.provide({
    actors: {
      submitLead: fromPromise(({ input }) => submitLead(input)),
      track: fromPromise(({ input }) => track(input))
    }
  })
  return createActor(machine, { input, ...(clock ? { clock } : {}) }).start()
}

const view = (actor: ReturnType<typeof start>) => connectPartsWizard(actor.getSnapshot(), actor.send)

function fillContact(actor: ReturnType<typeof start>) {
  view(actor).change("name", "Jo Citizen")
  view(actor).change("email", "jo@example.com")
  view(actor).change("phone", "0412345678")
}

function fillVehicle(actor: ReturnType<typeof start>) {
  view(actor).change("Vehicle Make", "Toyota")
  view(actor).change("Vehicle Model", "Hilux")
  view(actor).change("Vehicle Year", "2019")
}

describe("parts wizard flow", () => {
  it("opens on Contact Details of 'Order Parts Online' and validates that step only (pure)", () => {
    const [first] = initialTransition(partsWizardMachine, input)
    const [invalid, actions] = transition(partsWizardMachine, first, { type: "SUBMIT" })
    expect(invalid.value).toBe("invalid")
    expect(actions.some((action) => action.type === "xstate.spawnChild")).toBe(false)
    expect(connectPartsWizard(invalid, () => undefined)).toMatchObject({
      title: "Order Parts Online",
      stepTitle: "Contact Details",
      stepNumber: 1,
      stepCount: 3,
      errorSummary: {
        heading: "Please fix the following errors:",
        messages: ["Please enter your name", "Please enter your email address", "Please enter your phone number"]
      }
    })
  })

  it("sends each step, attaches the lead_id once known, and completes the lead on Order Details", async () => {
    const sent: Sent[] = []
    const tracked: LeadTrackingEvent[] = []
    const actor = start(
      async (payload) => (sent.push(payload), { lead_id: 812 }),
      async (event) => void tracked.push(event)
    )
    fillContact(actor)
    view(actor).submit()
    expect(view(actor).submitting).toBe(true)
    await waitFor(actor, (snapshot) => snapshot.context.step === "vehicle-details" && snapshot.matches("editing"))
    expect(view(actor)).toMatchObject({ stepTitle: "Vehicle Details", stepNumber: 2, submitting: false })
    expect(view(actor).steps.map((step) => [step.title, step.current, step.complete])).toEqual([
      ["Contact Details", false, true],
      ["Vehicle Details", true, false],
      ["Order Details", false, false]
    ])

    view(actor).submit()
    expect(view(actor).errorSummary?.messages).toEqual([
      "Please enter the vehicle make",
      "Please enter the vehicle model",
      "Please enter the vehicle year"
    ])
    fillVehicle(actor)
    view(actor).submit()
    await waitFor(actor, (snapshot) => snapshot.context.step === "order-details" && snapshot.matches("editing"))
    expect(view(actor)).toMatchObject({ stepTitle: "Order Details", isLastStep: true })

    view(actor).change("Order Detail", "Front brake pads")
    view(actor).submit()
    await waitFor(actor, (snapshot) => snapshot.status === "done")
    expect(view(actor).redirectTo).toBe("/success")

    expect(sent.map((payload) => [payload.lead_id, payload.lead_status, payload.form_completed])).toEqual([
      [undefined, undefined, false],
      [812, undefined, false],
      [812, "Complete", true]
    ])
    expect(sent.every((payload) => payload.category === "Parts Enquiry" && payload.source === "Website")).toBe(true)
    expect(sent[2]).toMatchObject({ "Vehicle Make": "Toyota", "Order Detail": "Front brake pads", name: "Jo Citizen" })
    expect(tracked).toEqual([{ category: "Parts Enquiry", event: null }])
  })

  it("goes back a step without sending anything, and not before the first", () => {
    const [first] = initialTransition(partsWizardMachine, input)
    const [stillFirst] = transition(partsWizardMachine, first, { type: "BACK" })
    expect(stillFirst.context.step).toBe("contact-details")
    const onVehicle = partsWizardMachine.resolveState({
      value: "invalid",
      context: { ...first.context, step: "vehicle-details", leadId: 812 }
    })
    const [backed, actions] = transition(partsWizardMachine, onVehicle, { type: "BACK" })
    expect(backed.value).toBe("editing")
    expect(backed.context).toMatchObject({ step: "contact-details", leadId: 812, validation: null })
    expect(actions.some((action) => action.type === "xstate.spawnChild")).toBe(false)
  })

  it("stays on the step with the returned error when the platform refuses it", async () => {
    const actor = start(async () => ({ error: "Please try again later" }))
    fillContact(actor)
    view(actor).submit()
    await waitFor(actor, (snapshot) => snapshot.matches("failed"))
    expect(view(actor)).toMatchObject({
      stepTitle: "Contact Details",
      formError: "Please try again later",
      alert: null
    })
  })

  it("alerts when a step submit throws, and gives up on one that never answers", async () => {
    const thrown = start(() => Promise.reject(new Error("Network down")))
    fillContact(thrown)
    view(thrown).submit()
    await waitFor(thrown, (snapshot) => snapshot.matches("failed"))
    expect(view(thrown)).toMatchObject({
      alert: "An error occurred when submitting this form",
      formError: "Network down"
    })

    const clock = new SimulatedClock()
    const stalled = start(() => new Promise(() => undefined), undefined, clock)
    fillContact(stalled)
    view(stalled).submit()
    clock.increment(15_000)
    expect(view(stalled)).toMatchObject({
      submitting: false,
      stepTitle: "Contact Details",
      formError: "The request took too long. Please try again."
    })
  })

  it("reaches /success even when the Parts Enquiry event cannot be recorded", async () => {
    const clock = new SimulatedClock()
    const failing = start(
      async () => ({ lead_id: 5 }),
      () => Promise.reject(new Error("blocked"))
    )
    const stalled = start(
      async () => ({ lead_id: 5 }),
      () => new Promise(() => undefined),
      clock
    )
    for (const actor of [failing, stalled]) {
      fillContact(actor)
      view(actor).submit()
      await waitFor(actor, (snapshot) => snapshot.context.step === "vehicle-details")
      fillVehicle(actor)
      view(actor).submit()
      await waitFor(actor, (snapshot) => snapshot.context.step === "order-details")
      view(actor).change("Order Detail", "Wiper blades")
      view(actor).submit()
    }
    await waitFor(failing, (snapshot) => snapshot.status === "done")
    await waitFor(stalled, (snapshot) => snapshot.matches("recording"))
    clock.increment(15_000)
    expect([view(failing).redirectTo, view(stalled).redirectTo]).toEqual(["/success", "/success"])
  })
})
