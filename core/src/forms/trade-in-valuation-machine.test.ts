import { describe, expect, it } from "vitest"
import { createActor, fromPromise, initialTransition, SimulatedClock, transition, waitFor } from "xstate"
import { defaultTexts } from "../tenant/texts.ts"
import type { LeadTrackingEvent } from "./form-flow.ts"
import type { LeadPayload } from "./lead-payload.ts"
import type { LeadSubmitResponse } from "./submission-outcome.ts"
import { validateAdjustmentAnswers, type TradeInOffer, type TradeInVehicle } from "./trade-in-adjustments.ts"
import type { TradeInValuationMachineInput } from "./trade-in-valuation-context.ts"
import { connectTradeInValuation } from "./trade-in-valuation-connect.ts"
import { tradeInValuationMachine } from "./trade-in-valuation-machine.ts"
import { valuationInitialValues } from "./valuation-initial-values.ts"
import type { Valuation, ValuationFormFields } from "./valuation.ts"
import type { AdjustmentsRequest, OfferAcceptedRequest, RegoLookupRequest } from "./valuation-requests.ts"
import { exampleLeadPage } from "../testing/example-lead-page.ts"

const filled: ValuationFormFields = {
  ...valuationInitialValues({ default_rego_state: "qld" }, null),
  rego: " abc 123 ",
  kms: "85,000 kms",
  finance: "No",
  name: "Sam Seller",
  email: "sam@example.com",
  phone: "0412345678"
}

const input: TradeInValuationMachineInput = {
  values: filled,
  locationShown: false,
  settings: { trade_in_estimate_max_age_years: 7, trade_in_estimate_max_km: 100_000 },
  page: exampleLeadPage({ url: "https://example-motors.example/trade-in", dealershipId: 3, formCategory: "Trade In" }),
  now: new Date("2025-03-01T00:00:00Z"),
  texts: defaultTexts
}

const corolla: TradeInVehicle = {
  id: "val_9",
  year: 2021,
  description: "2021 Toyota Corolla Ascent Sport",
  questions: [
    { id: "accident", label: "Has the car been in an accident?", options: ["Yes", "No"] },
    { id: "keys", label: "How many keys do you have?", options: ["1", "2"] }
  ]
}

interface Calls {
  readonly lookups: RegoLookupRequest[]
  readonly leads: Array<LeadPayload<ValuationFormFields>>
  readonly adjustments: AdjustmentsRequest[]
  readonly accepted: OfferAcceptedRequest[]
  readonly stored: Valuation[]
  readonly tracked: LeadTrackingEvent[]
}

interface Services {
  readonly vehicle?: TradeInVehicle
  readonly submitLead?: () => Promise<LeadSubmitResponse>
  readonly submitAdjustments?: () => Promise<TradeInOffer>
  readonly acceptOffer?: () => Promise<void>
  readonly store?: () => Promise<void>
}

function start(services: Services = {}, machineInput = input, clock?: SimulatedClock) {
  const calls: Calls = { lookups: [], leads: [], adjustments: [], accepted: [], stored: [], tracked: [] }
  const machine = tradeInValuationMachine.provide({
    actors: {
      lookupRego: fromPromise(async ({ input }) => (calls.lookups.push(input), services.vehicle ?? corolla)),
      submitLead: fromPromise(async ({ input }) => {
        calls.leads.push(input)
        return (services.submitLead ?? (async () => ({ lead_id: 812 })))()
      }),
      submitAdjustments: fromPromise(async ({ input }) => {
        calls.adjustments.push(input)
        return (services.submitAdjustments ?? (async () => ({ offer_price: 18_500 })))()
      }),
      acceptOffer: fromPromise(async ({ input }) => {
        calls.accepted.push(input)
        return (services.acceptOffer ?? (async () => undefined))()
      }),
      store: fromPromise(async ({ input }) => {
        calls.stored.push(input)
        return (services.store ?? (async () => undefined))()
      }),
      track: fromPromise(async ({ input }) => void calls.tracked.push(input))
    }
  })
  const actor = createActor(machine, { input: machineInput, ...(clock ? { clock } : {}) }).start()
  return { actor, calls }
}

type Started = ReturnType<typeof start>["actor"]
const view = (actor: Started) => connectTradeInValuation(actor.getSnapshot(), actor.send)

describe("trade-in valuation flow", () => {
  it("opens on the details with the default state and Phone as the contact method (pure)", () => {
    const blank = { ...input, values: valuationInitialValues({ default_rego_state: "qld" }, null) }
    const [details] = initialTransition(tradeInValuationMachine, blank)
    expect(details.context.values).toMatchObject({ regoState: "qld", PreferredContactMethod: "Phone" })
    const [invalid] = transition(tradeInValuationMachine, details, { type: "SUBMIT" })
    expect(connectTradeInValuation(invalid, () => undefined)).toMatchObject({
      stage: "details",
      errorSummary: {
        heading: "Please fix the following errors:",
        messages: [
          "Please enter your rego",
          "Please enter the car's kilometres",
          "Please tell us whether the car is under finance",
          "Please enter your name",
          "Please enter your email address",
          "Please enter your phone number"
        ]
      }
    })
  })

  it("looks up the rego, sends the lead, takes the answers, shows the offer and accepts it", async () => {
    const { actor, calls } = start()
    view(actor).submit()
    expect(view(actor).busy).toBe(true)
    await waitFor(actor, (snapshot) => snapshot.matches("adjustments"))
    expect(calls.lookups).toEqual([{ rego: "ABC123", regoState: "qld" }])
    expect(calls.leads[0]).toMatchObject({ name: "Sam Seller", PreferredContactMethod: "Phone", category: "Trade In" })
    expect(view(actor)).toMatchObject({ stage: "adjustments", vehicleDescription: "2021 Toyota Corolla Ascent Sport" })

    view(actor).answer("accident", "No")
    view(actor).submit()
    expect(view(actor).errorSummary?.messages).toEqual(["Please answer: How many keys do you have?"])
    view(actor).answer("keys", "2")
    expect(view(actor).errorSummary).toBeNull()
    view(actor).submit()
    await waitFor(actor, (snapshot) => snapshot.matches("offer"))
    expect(calls.adjustments).toEqual([{ id: "val_9", adjustmentAnswers: { accident: "No", keys: "2" } }])
    expect(view(actor)).toMatchObject({ stage: "offer", offerText: "$18,500", busy: false })

    view(actor).accept()
    await waitFor(actor, (snapshot) => snapshot.matches("accepted"))
    await waitFor(actor, () => calls.tracked.length === 1)
    expect(calls.accepted).toEqual([
      { lead_id: 812, form_completed: true, offer_accepted: true, subcategory: "3. Offer Accepted" }
    ])
    expect(view(actor)).toMatchObject({
      stage: "accepted",
      message: "Offer accepted. We'll be in touch to arrange an inspection."
    })
    expect(calls.tracked).toEqual([{ category: "Trade In", event: { id: 18, label: null } }])
    expect(calls.stored.at(-1)).toEqual({
      rego: "ABC123",
      regoState: "qld",
      id: "val_9",
      lead_id: 812,
      adjustmentAnswers: { accident: "No", keys: "2" },
      offer_price: 18_500,
      form_completed: true,
      offer_accepted: true
    })
  })

  it("gives no online estimate for a car over 7 years old: the lead is sent, then we'll be in touch", async () => {
    const { actor, calls } = start({ vehicle: { ...corolla, year: 2017 } })
    view(actor).submit()
    await waitFor(actor, (snapshot) => snapshot.matches("inTouch"))
    expect(calls.leads).toHaveLength(1)
    expect(calls.adjustments).toEqual([])
    expect(view(actor)).toMatchObject({
      stage: "in-touch",
      offerText: null,
      message: "We can't give an online estimate for this car, but we'll be in touch with an offer soon."
    })
    await waitFor(actor, () => calls.stored.length === 1)
    expect(calls.stored[0]).toMatchObject({ id: "val_9", lead_id: 812 })
  })

  it("gives no online estimate over 100,000 km, but does at exactly 100,000 km", async () => {
    const over = start({}, { ...input, values: { ...filled, kms: "100,001" } })
    view(over.actor).submit()
    await waitFor(over.actor, (snapshot) => snapshot.matches("inTouch"))

    const atLimit = start({}, { ...input, values: { ...filled, kms: "100000" } })
    view(atLimit.actor).submit()
    await waitFor(atLimit.actor, (snapshot) => snapshot.matches("adjustments"))
  })

  it("keeps going when the local copy cannot be saved", async () => {
    const { actor } = start({ store: () => Promise.reject(new Error("quota exceeded")) })
    view(actor).submit()
    await waitFor(actor, (snapshot) => snapshot.matches("adjustments"))
    view(actor).answer("accident", "No")
    view(actor).answer("keys", "1")
    view(actor).submit()
    await waitFor(actor, (snapshot) => snapshot.matches("offer"))
    expect(actor.getSnapshot().status).toBe("active")
  })

  it("returns to the screen it came from with the error when a call fails or is refused", async () => {
    const refused = start({ submitLead: async () => ({ error: "Rego not found" }) })
    view(refused.actor).submit()
    await waitFor(refused.actor, (snapshot) => snapshot.matches({ details: "failed" }))
    expect(view(refused.actor)).toMatchObject({ stage: "details", formError: "Rego not found", alert: null })

    const unknownRego = createActor(
      tradeInValuationMachine.provide({
        actors: { lookupRego: fromPromise(() => Promise.reject(new Error("No such rego"))) }
      }),
      { input }
    ).start()
    unknownRego.send({ type: "SUBMIT" })
    await waitFor(unknownRego, (snapshot) => snapshot.matches({ details: "failed" }))
    expect(view(unknownRego)).toMatchObject({
      formError: "No such rego",
      alert: "An error occurred when submitting this form"
    })

    const noOffer = start({ submitAdjustments: () => Promise.reject(new Error("Valuation service down")) })
    view(noOffer.actor).submit()
    await waitFor(noOffer.actor, (snapshot) => snapshot.matches("adjustments"))
    view(noOffer.actor).answer("accident", "No")
    view(noOffer.actor).answer("keys", "1")
    view(noOffer.actor).submit()
    await waitFor(noOffer.actor, (snapshot) => snapshot.matches({ adjustments: "failed" }))
    expect(view(noOffer.actor)).toMatchObject({
      stage: "adjustments",
      alert: "An error occurred when submitting this form",
      formError: "Valuation service down"
    })

    const notAccepted = start({ acceptOffer: () => Promise.reject(new Error("")) })
    view(notAccepted.actor).submit()
    await waitFor(notAccepted.actor, (snapshot) => snapshot.matches("adjustments"))
    view(notAccepted.actor).answer("accident", "No")
    view(notAccepted.actor).answer("keys", "1")
    view(notAccepted.actor).submit()
    await waitFor(notAccepted.actor, (snapshot) => snapshot.matches("offer"))
    view(notAccepted.actor).accept()
    await waitFor(notAccepted.actor, (snapshot) => snapshot.matches({ offer: "failed" }))
    // Accepting the offer updates the lead: no returned message shows the lead's own text.
    expect(view(notAccepted.actor)).toMatchObject({
      stage: "offer",
      alert: "An error occurred when submitting this form",
      formError: "An unexpected error occured"
    })
  })

  it("leaves every call that never answers after 15 seconds", async () => {
    const clock = new SimulatedClock()
    const never = () => new Promise<never>(() => undefined)
    const lookup = createActor(
      tradeInValuationMachine.provide({
        actors: { lookupRego: fromPromise<TradeInVehicle, RegoLookupRequest>(never) }
      }),
      {
        input,
        clock
      }
    ).start()
    lookup.send({ type: "SUBMIT" })
    clock.increment(15_000)
    expect(view(lookup)).toMatchObject({
      stage: "details",
      busy: false,
      formError: "The request took too long. Please try again."
    })

    const stalledLead = start({ submitLead: never }, input, clock)
    view(stalledLead.actor).submit()
    await waitFor(stalledLead.actor, (snapshot) => snapshot.matches("sendingLead"))
    clock.increment(15_000)
    expect(stalledLead.actor.getSnapshot().matches({ details: "failed" })).toBe(true)

    const stalledOffer = start({ submitAdjustments: never, acceptOffer: never }, input, clock)
    view(stalledOffer.actor).submit()
    await waitFor(stalledOffer.actor, (snapshot) => snapshot.matches("adjustments"))
    view(stalledOffer.actor).answer("accident", "No")
    view(stalledOffer.actor).answer("keys", "1")
    view(stalledOffer.actor).submit()
    clock.increment(15_000)
    expect(stalledOffer.actor.getSnapshot().matches({ adjustments: "failed" })).toBe(true)
  })
})

describe("validateAdjustmentAnswers", () => {
  it("names each unanswered question, and takes any non-blank answer", () => {
    const questions = corolla.questions
    expect(validateAdjustmentAnswers(questions, { accident: " ", keys: "2" }, defaultTexts).fieldErrors).toEqual([
      { field: "accident", message: "Please answer: Has the car been in an accident?" }
    ])
    expect(validateAdjustmentAnswers(questions, { accident: "Yes", keys: "1" }, defaultTexts).valid).toBe(true)
  })
})
