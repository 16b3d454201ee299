import { describe, expect, it } from "vitest"
import type { AnyStateMachine, EventFrom, InputFrom, SnapshotFrom, StateValue } from "xstate"
import { getShortestPaths, getStateNodes } from "xstate/graph"
import { defaultTexts } from "../tenant/texts.ts"
import { connectEnquiryForm } from "./enquiry-form-connect.ts"
import { enquiryFormMachine, type EnquiryFormMachineInput } from "./enquiry-form-machine.ts"
import type { LeadPageContext } from "./lead-payload.ts"
import { connectMultiStepEnquiry } from "./multi-step-enquiry-connect.ts"
import { multiStepEnquiryMachine, type MultiStepEnquiryMachineInput } from "./multi-step-enquiry-machine.ts"
import { connectPartsWizard } from "./parts-wizard-connect.ts"
import { partsWizardMachine, type PartsWizardMachineInput } from "./parts-wizard-machine.ts"
import { connectTestDriveBooking } from "./test-drive-booking-connect.ts"
import { testDriveBookingMachine, type TestDriveBookingMachineInput } from "./test-drive-booking-machine.ts"
import type { TradeInVehicle } from "./trade-in-adjustments.ts"
import type { TradeInValuationMachineInput } from "./trade-in-valuation-context.ts"
import { connectTradeInValuation } from "./trade-in-valuation-connect.ts"
import { tradeInValuationMachine } from "./trade-in-valuation-machine.ts"
import { exampleLeadPage } from "../testing/example-lead-page.ts"

/** Every atomic or final state of a machine, as dotted paths. */
function leafStates(machine: AnyStateMachine): ReadonlyArray<string> {
  return getStateNodes(machine.root)
    .filter((node) => node.type === "atomic" || node.type === "final")
    .map((node) => node.path.join("."))
    .sort()
}

/** The leaf states a state value is in (several for parallel states). */
function leavesOf(value: StateValue, prefix: ReadonlyArray<string> = []): ReadonlyArray<string> {
  if (typeof value === "string") return [[...prefix, value].join(".")]
  return Object.entries(value).flatMap(([key, child]) => (child ? leavesOf(child, [...prefix, key]) : []))
}

/**
 * The first shortest path found to each leaf state, keyed by the leaf and, when given, by a label
 * of the context (a wizard's step) as "leaf@label".
 */
function pathsToEveryState<M extends AnyStateMachine>(
  machine: M,
  input: InputFrom<M>,
  events: ReadonlyArray<unknown>,
  labelOf: (snapshot: SnapshotFrom<M>) => string | null = () => null
): Map<string, SnapshotFrom<M>> {
  const paths = getShortestPaths(machine, { input, events: events as ReadonlyArray<EventFrom<M>> })
  const reached = new Map<string, SnapshotFrom<M>>()
  for (const path of paths) {
    const state = path.state as SnapshotFrom<M>
    const label = labelOf(state)
    for (const leaf of leavesOf((path.state as { readonly value: StateValue }).value)) {
      for (const key of label === null ? [leaf] : [leaf, `${leaf}@${label}`]) {
        if (!reached.has(key)) reached.set(key, state)
      }
    }
  }
  return reached
}

const leavesReached = (reached: Map<string, unknown>) => [...reached.keys()].filter((key) => !key.includes("@")).sort()

function snapshotAt<S>(reached: Map<string, S>, state: string): S {
  const snapshot = reached.get(state)
  if (!snapshot) throw new Error(`${state} is not reachable`)
  return snapshot
}

const noSend = () => undefined
const page: LeadPageContext = exampleLeadPage({ dealershipId: 3 })
const layout = {
  messageRequired: false,
  categoryShown: false,
  locationShown: false,
  dealershipShown: false,
  optInShown: true,
  termsRequired: false
}

describe("enquiry form paths", () => {
  const input: EnquiryFormMachineInput = {
    values: { name: "", email: "jo@example.com", phone: "0412345678" },
    vehicle: null,
    layout,
    page,
    texts: defaultTexts
  }
  const reached = pathsToEveryState(enquiryFormMachine, input, [
    { type: "CHANGE", field: "name", value: "Jo" },
    { type: "SUBMIT" },
    { type: "xstate.done.actor.submitLead", output: { lead_id: 812 } },
    { type: "xstate.error.actor.submitLead", error: new Error("Network down") }
  ])
  const at = (state: string) => connectEnquiryForm(snapshotAt(reached, state), noSend)

  it("reaches every state", () => {
    expect(leavesReached(reached)).toEqual(leafStates(enquiryFormMachine))
  })

  it("shows what each state means", () => {
    expect(at("editing")).toMatchObject({ submitting: false, errorSummary: null, redirectTo: null })
    expect(at("invalid").errorSummary?.messages).toEqual(["Please enter your name"])
    expect(at("invalid").fieldErrors).toEqual({ name: "Please enter your name" })
    expect(at("submitting")).toMatchObject({ submitting: true, errorSummary: null })
    expect(at("failed")).toMatchObject({ submitting: false, alert: "An error occurred when submitting this form" })
    expect(at("succeeded")).toMatchObject({ submitting: false, redirectTo: "/success" })
  })
})

describe("multi-step enquiry paths", () => {
  const input: MultiStepEnquiryMachineInput = {
    values: { name: "", email: "jo@example.com", phone: "0412345678", message: "" },
    vehicle: null,
    layout: { ...layout, messageRequired: true },
    page,
    texts: defaultTexts,
    steps: [
      { title: "Your details", fields: ["name", "email", "phone"] },
      { title: "Your enquiry", fields: ["message"] }
    ],
    car: { id: 1, name: "2022 Toyota Hilux SR5", car_type: "new" }
  }
  const reached = pathsToEveryState(
    multiStepEnquiryMachine,
    input,
    [
      { type: "CHANGE", field: "name", value: "Jo" },
      { type: "CHANGE", field: "message", value: "Is it available?" },
      { type: "SUBMIT" },
      { type: "BACK" },
      { type: "xstate.done.actor.submitLead", output: { lead_id: 812 } },
      { type: "xstate.done.actor.submitLead", output: { error: "Duplicate lead" } },
      { type: "xstate.error.actor.submitLead", error: new Error("Network down") },
      { type: "xstate.done.actor.track", output: undefined },
      { type: "xstate.done.actor.store", output: undefined }
    ],
    (snapshot) => String(snapshot.context.stepIndex + 1)
  )
  const at = (state: string) => connectMultiStepEnquiry(snapshotAt(reached, state), noSend)

  it("reaches every state, and editing and invalid on every step", () => {
    expect(leavesReached(reached)).toEqual(leafStates(multiStepEnquiryMachine))
    for (const key of ["editing@1", "editing@2", "invalid@1", "invalid@2"]) expect(reached.has(key)).toBe(true)
  })

  it("shows what each state means", () => {
    expect(at("editing@1").step).toMatchObject({ number: 1, title: "Your details", isFirst: true })
    expect(at("invalid@1").errorSummary?.messages).toEqual(["Please enter your name"])
    expect(at("editing@2").step).toMatchObject({ number: 2, title: "Your enquiry", isLast: true })
    expect(at("invalid@2").errorSummary?.messages).toEqual(["Please enter your comments"])
    expect(at("submitting")).toMatchObject({ submitting: true, redirectTo: null })
    expect(at("recording.tracking.running")).toMatchObject({ submitting: true, redirectTo: null })
    expect(at("failed").formError).not.toBeNull()
    expect(at("succeeded")).toMatchObject({ submitting: false, redirectTo: "/success" })
  })
})

describe("parts wizard paths", () => {
  const input: PartsWizardMachineInput = {
    values: {
      name: "",
      email: "jo@example.com",
      phone: "0412345678",
      "Vehicle Make": "",
      "Vehicle Model": "Hilux",
      "Vehicle Year": "2019",
      "Order Detail": ""
    },
    page,
    settings: { parts_required_fields: ["Vehicle Make", "Vehicle Model", "Vehicle Year", "Order Detail"] },
    locationShown: false,
    now: new Date("2025-03-01T00:00:00Z"),
    texts: defaultTexts
  }
  const reached = pathsToEveryState(
    partsWizardMachine,
    input,
    [
      { type: "CHANGE", field: "name", value: "Jo" },
      { type: "CHANGE", field: "Vehicle Make", value: "Toyota" },
      { type: "CHANGE", field: "Order Detail", value: "Brake pads" },
      { type: "SUBMIT" },
      { type: "BACK" },
      { type: "xstate.done.actor.submitLead", output: { lead_id: 812 } },
      { type: "xstate.done.actor.submitLead", output: { error: "Please try again later" } },
      { type: "xstate.error.actor.submitLead", error: new Error("Network down") },
      { type: "xstate.done.actor.track", output: undefined }
    ],
    (snapshot) => snapshot.context.step
  )
  const at = (state: string) => connectPartsWizard(snapshotAt(reached, state), noSend)
  const steps = ["contact-details", "vehicle-details", "order-details"]

  it("reaches every state, and every state of a step on every step", () => {
    expect(leavesReached(reached)).toEqual(leafStates(partsWizardMachine))
    for (const state of ["editing", "invalid", "submitting", "failed"]) {
      for (const step of steps) expect(reached.has(`${state}@${step}`), `${state}@${step}`).toBe(true)
    }
  })

  it("shows each step's title and errors, and the finish", () => {
    expect(at("editing@contact-details")).toMatchObject({ stepTitle: "Contact Details", stepNumber: 1 })
    expect(at("invalid@contact-details").errorSummary?.messages).toEqual(["Please enter your name"])
    expect(at("editing@vehicle-details")).toMatchObject({ stepTitle: "Vehicle Details", stepNumber: 2 })
    expect(at("invalid@vehicle-details").errorSummary?.messages).toEqual(["Please enter the vehicle make"])
    expect(at("editing@order-details")).toMatchObject({ stepTitle: "Order Details", isLastStep: true })
    expect(at("invalid@order-details").errorSummary?.messages).toEqual(["Please tell us which parts you need"])
    expect(at("submitting@vehicle-details").submitting).toBe(true)
    expect(at("failed@order-details").formError).not.toBeNull()
    expect(at("recording")).toMatchObject({ submitting: true, redirectTo: null })
    expect(at("succeeded").redirectTo).toBe("/success")
  })
})

describe("test drive booking paths", () => {
  const slot = "2025-03-04T09:00:00+10:00"
  const input: TestDriveBookingMachineInput = {
    values: { name: "", email: "jo@example.com", phone: "0412345678" },
    vehicle: null,
    layout,
    page,
    now: new Date("2025-03-01T00:00:00+10:00"),
    texts: defaultTexts
  }
  const reached = pathsToEveryState(testDriveBookingMachine, input, [
    { type: "CHANGE", field: "name", value: "Jo" },
    { type: "SUBMIT" },
    { type: "CHOOSE_DAY", location: 7, day: "2025-03-04" },
    { type: "CHOOSE_SLOT", slot },
    { type: "xstate.done.actor.loadAvailability", output: [slot] },
    { type: "xstate.error.actor.loadAvailability", error: new Error("502") },
    { type: "xstate.done.actor.submitLead", output: { lead_id: 44 } },
    { type: "xstate.error.actor.submitLead", error: new Error("Network down") }
  ])
  const at = (state: string) => connectTestDriveBooking(snapshotAt(reached, state), noSend)

  it("reaches every state of the form and of the availability lookup", () => {
    expect(leavesReached(reached)).toEqual(leafStates(testDriveBookingMachine))
  })

  it("shows what each state means", () => {
    expect(at("form.invalid").errorSummary?.messages).toEqual(["Please enter your name"])
    expect(at("form.submitting").submitting).toBe(true)
    expect(at("form.failed").alert).toBe("An error occurred when submitting this form")
    expect(at("form.succeeded").redirectTo).toBe("/success")
    expect(at("availability.idle").availability).toMatchObject({ day: null, loading: false, slots: [] })
    expect(at("availability.loading").availability).toMatchObject({ day: "2025-03-04", loading: true })
    expect(at("availability.loaded").availability.slots).toEqual([{ value: slot, label: "9:00 am", selected: false }])
    expect(at("availability.failed").availability.message).toBe(
      "We couldn't load the available times. Please try again."
    )
  })
})

describe("trade-in valuation paths", () => {
  const vehicle: TradeInVehicle = {
    id: "val_9",
    year: 2021,
    description: "2021 Toyota Corolla Ascent Sport",
    questions: [{ id: "accident", label: "Has the car been in an accident?", options: ["Yes", "No"] }]
  }
  const input: TradeInValuationMachineInput = {
    values: {
      rego: "",
      regoState: "qld",
      kms: "45,000",
      finance: "No",
      PreferredContactMethod: "Phone",
      name: "Sam",
      email: "sam@example.com",
      phone: "0412345678"
    },
    locationShown: false,
    settings: { trade_in_estimate_max_age_years: 7, trade_in_estimate_max_km: 100_000 },
    page,
    now: new Date("2025-03-01T00:00:00Z"),
    texts: defaultTexts
  }
  const reached = pathsToEveryState(tradeInValuationMachine, input, [
    { type: "CHANGE", field: "rego", value: "ABC123" },
    { type: "SUBMIT" },
    { type: "ANSWER", question: "accident", answer: "No" },
    { type: "ACCEPT" },
    { type: "xstate.done.actor.lookupRego", output: vehicle },
    { type: "xstate.done.actor.lookupRego", output: { ...vehicle, year: 2012 } },
    { type: "xstate.error.actor.lookupRego", error: new Error("No such rego") },
    { type: "xstate.done.actor.submitLead", output: { lead_id: 812 } },
    { type: "xstate.done.actor.submitAdjustments", output: { offer_price: 18_500 } },
    { type: "xstate.error.actor.submitAdjustments", error: new Error("Valuation service down") },
    { type: "xstate.done.actor.acceptOffer", output: undefined },
    { type: "xstate.error.actor.acceptOffer", error: new Error("Network down") }
  ])
  const at = (state: string) => connectTradeInValuation(snapshotAt(reached, state), noSend)

  it("reaches every state", () => {
    expect(leavesReached(reached)).toEqual(leafStates(tradeInValuationMachine))
  })

  it("shows what each state means", () => {
    expect(at("details.editing")).toMatchObject({ stage: "details", busy: false })
    expect(at("details.invalid").errorSummary?.messages).toEqual(["Please enter your rego"])
    expect(at("details.failed").formError).toBe("No such rego")
    expect(at("lookingUp")).toMatchObject({ stage: "details", busy: true })
    expect(at("sendingLead")).toMatchObject({ stage: "details", busy: true })
    expect(at("adjustments.answering")).toMatchObject({
      stage: "adjustments",
      questions: [{ id: "accident", answer: null }]
    })
    expect(at("adjustments.invalid").errorSummary?.messages).toEqual([
      "Please answer: Has the car been in an accident?"
    ])
    expect(at("adjustments.failed").formError).toBe("Valuation service down")
    expect(at("valuing")).toMatchObject({ stage: "adjustments", busy: true })
    expect(at("offer.open")).toMatchObject({ stage: "offer", offerText: "$18,500" })
    expect(at("offer.failed").formError).toBe("Network down")
    expect(at("accepting")).toMatchObject({ stage: "offer", busy: true })
    expect(at("accepted")).toMatchObject({ stage: "accepted", offerText: "$18,500" })
    expect(at("inTouch")).toMatchObject({ stage: "in-touch", offerText: null })
  })
})
