import { describe, expect, it } from "vitest"
import { createActor, fromPromise, initialTransition, SimulatedClock, transition, waitFor } from "xstate"
import { defaultTexts } from "../tenant/texts.ts"
import type { LeadSuccessRecord, LeadTrackingEvent } from "./form-flow.ts"
import type { LeadSubmitResponse } from "./submission-outcome.ts"
import { connectMultiStepEnquiry } from "./multi-step-enquiry-connect.ts"
import { multiStepEnquiryMachine, type MultiStepEnquiryMachineInput } from "./multi-step-enquiry-machine.ts"
import { exampleLeadPage } from "../testing/example-lead-page.ts"

const input: MultiStepEnquiryMachineInput = {
  values: { name: "", email: "", phone: "", message: "" },
  vehicle: null,
  layout: {
    messageRequired: true,
    categoryShown: false,
    locationShown: false,
    dealershipShown: false,
    optInShown: true,
    termsRequired: false
  },
  page: exampleLeadPage({
    url: "https://example-motors.example/cars/2022-toyota-hilux-sr5-t1234",
    car: { id: 1, dealership_id: 3 },
    dealershipId: 3
  }),
  texts: defaultTexts,
  steps: [
    { title: "Your details", fields: ["name", "email", "phone"] },
    { title: "Your enquiry", fields: ["message"] }
  ],
  car: { id: 1, name: "2022 Toyota Hilux SR5", stocknum: "T1234", car_type: "used" }
}

interface Services {
  readonly submitLead?: () => Promise<LeadSubmitResponse>
  readonly track?: (event: LeadTrackingEvent) => Promise<void>
  readonly store?: (record: LeadSuccessRecord) => Promise<void>
}

function start(services: Services, clock?: SimulatedClock) {
  const machine = multiStepEnquiryMachine.provide({
    actors: {
      submitLead: fromPromise(() => (services.submitLead ?? (async () => ({ lead_id: 812 })))()),
      track: fromPromise(({ input }) => (services.track ?? (async () => undefined))(input)),
      store: fromPromise(({ input }) => (services.store ?? (async () => undefined))(input))
    }
  })
  return createActor(machine, { input, ...(clock ? { clock } : {}) }).start()
}

const view = (actor: ReturnType<typeof start>) => connectMultiStepEnquiry(actor.getSnapshot(), actor.send)

function fillBothSteps(actor: ReturnType<typeof start>) {
  view(actor).change("name", "Jo Citizen")
  view(actor).change("email", "jo@example.com")
  view(actor).change("phone", "0412345678")
  view(actor).submit()
  view(actor).change("message", "Is it still available?")
  view(actor).submit()
}

describe("multi-step enquiry flow", () => {
  it("validates only the current step before advancing (pure transitions)", () => {
    const [first] = initialTransition(multiStepEnquiryMachine, input)
    const [invalid] = transition(multiStepEnquiryMachine, first, { type: "SUBMIT" })
    expect(invalid.value).toBe("invalid")
    expect(invalid.context.validation?.summary?.messages).toEqual([
      "Please enter your name",
      "Please enter your email address",
      "Please enter your phone number"
    ])
    const filled = [
      { type: "CHANGE", field: "name", value: "Jo" },
      { type: "CHANGE", field: "email", value: "jo@example.com" },
      { type: "CHANGE", field: "phone", value: "0412345678" }
    ] as const
    const ready = filled.reduce((snapshot, event) => transition(multiStepEnquiryMachine, snapshot, event)[0], invalid)
    const [second] = transition(multiStepEnquiryMachine, ready, { type: "SUBMIT" })
    expect(second.value).toBe("editing")
    expect(second.context.stepIndex).toBe(1)
    const [secondInvalid] = transition(multiStepEnquiryMachine, second, { type: "SUBMIT" })
    expect(secondInvalid.context.validation?.summary?.messages).toEqual(["Please enter your comments"])
    const [backToFirst] = transition(multiStepEnquiryMachine, secondInvalid, { type: "BACK" })
    expect(backToFirst.context).toMatchObject({ stepIndex: 0, validation: null })
    const [stillFirst] = transition(multiStepEnquiryMachine, backToFirst, { type: "BACK" })
    expect(stillFirst.context.stepIndex).toBe(0)
  })

  it("shows each step's title and position", () => {
    const actor = start({})
    expect(view(actor).step).toMatchObject({ number: 1, count: 2, title: "Your details", isFirst: true, isLast: false })
    view(actor).change("name", "Jo")
    view(actor).change("email", "jo@example.com")
    view(actor).change("phone", "0412345678")
    view(actor).submit()
    expect(view(actor).step).toMatchObject({ number: 2, title: "Your enquiry", isFirst: false, isLast: true })
  })

  it("tracks event 15 for a used car, stores the car and category, then goes to /success", async () => {
    const tracked: LeadTrackingEvent[] = []
    const stored: LeadSuccessRecord[] = []
    const actor = start({
      track: async (event) => void tracked.push(event),
      store: async (record) => void stored.push(record)
    })
    fillBothSteps(actor)
    expect(view(actor).submitting).toBe(true)
    await waitFor(actor, (snapshot) => snapshot.status === "done")
    expect(view(actor).redirectTo).toBe("/success")
    expect(tracked).toEqual([{ category: "General Enquiry", event: { id: 15, label: "Used Car" } }])
    expect(stored).toEqual([
      { car: { id: 1, name: "2022 Toyota Hilux SR5", stocknum: "T1234" }, successCategory: "General Enquiry" }
    ])
  })

  it("still goes to /success when tracking and storing fail", async () => {
    const actor = start({
      track: () => Promise.reject(new Error("blocked by the browser")),
      store: () => Promise.reject(new Error("quota exceeded"))
    })
    fillBothSteps(actor)
    await waitFor(actor, (snapshot) => snapshot.status === "done")
    expect(view(actor).redirectTo).toBe("/success")
  })

  it("still goes to /success 15 seconds after the lead when tracking never settles", () => {
    const clock = new SimulatedClock()
    const actor = start({ track: () => new Promise(() => undefined) }, clock)
    fillBothSteps(actor)
    return waitFor(actor, (snapshot) => snapshot.matches("recording")).then(() => {
      clock.increment(15_000)
      expect(view(actor).redirectTo).toBe("/success")
    })
  })

  it("shows the returned error, or 'An unexpected error occured', and records nothing", async () => {
    const tracked: LeadTrackingEvent[] = []
    const refused = start({
      submitLead: async () => ({ error: "Duplicate lead" }),
      track: async (e) => void tracked.push(e)
    })
    fillBothSteps(refused)
    await waitFor(refused, (snapshot) => snapshot.matches("failed"))
    expect(view(refused)).toMatchObject({ formError: "Duplicate lead", alert: null, redirectTo: null })

    const silent = start({ submitLead: async () => ({ lead_id: null, error: null }) })
    fillBothSteps(silent)
    await waitFor(silent, (snapshot) => snapshot.matches("failed"))
    expect(view(silent).formError).toBe("An unexpected error occured")
    expect(tracked).toEqual([])
  })

  it("alerts when the submit throws, and times out a submit that never answers", async () => {
    const thrown = start({ submitLead: () => Promise.reject(new Error("Network down")) })
    fillBothSteps(thrown)
    await waitFor(thrown, (snapshot) => snapshot.matches("failed"))
    expect(view(thrown)).toMatchObject({
      alert: "An error occurred when submitting this form",
      formError: "Network down"
    })

    const clock = new SimulatedClock()
    const stalled = start({ submitLead: () => new Promise(() => undefined) }, clock)
    fillBothSteps(stalled)
    clock.increment(15_000)
    expect(view(stalled)).toMatchObject({
      submitting: false,
      formError: "The request took too long. Please try again."
    })
  })
})
