import { describe, expect, it } from "vitest"
import { createActor, fromPromise, waitFor } from "xstate"
import { defaultTexts } from "../tenant/texts.ts"
import type { LeadTrackingEvent } from "./form-flow.ts"
import type { LeadPayload } from "./lead-payload.ts"
import type { LeadSubmitResponse } from "./submission-outcome.ts"
import type { TradeInOffer, TradeInVehicle } from "./trade-in-adjustments.ts"
import {
  decodeTradeInProgress,
  resumedTradeInValuation,
  startingTradeInProgress,
  tradeInPostedProgress,
  tradeInProgressOf,
  type TradeInProgress
} from "./trade-in-progress.ts"
import { connectTradeInValuation } from "./trade-in-valuation-connect.ts"
import type { TradeInValuationMachineInput } from "./trade-in-valuation-context.ts"
import { tradeInValuationMachine } from "./trade-in-valuation-machine.ts"
import { valuationInitialValues } from "./valuation-initial-values.ts"
import type { Valuation, ValuationFormFields } from "./valuation.ts"
import type { AdjustmentsRequest, OfferAcceptedRequest, RegoLookupRequest } from "./valuation-requests.ts"
import { exampleLeadPage } from "../testing/example-lead-page.ts"

const opening = valuationInitialValues({ default_rego_state: "qld" }, null)

const input: TradeInValuationMachineInput = {
  values: opening,
  locationShown: false,
  settings: { trade_in_estimate_max_age_years: 7, trade_in_estimate_max_km: 100_000 },
  page: exampleLeadPage({ url: "https://example-motors.example/trade-in", dealershipId: 3, formCategory: "Trade In" }),
  now: new Date("2025-03-01T00:00:00Z"),
  texts: defaultTexts
}

const corolla: TradeInVehicle = {
  id: 9,
  year: 2021,
  description: "2021 Toyota Corolla Ascent Sport",
  questions: [
    { id: "accident", label: "Has the car been in an accident?", options: ["Yes", "No"] },
    { id: "keys", label: "How many keys do you have?", options: ["1", "2"] }
  ]
}

const posted = {
  rego: "abc 123",
  regoState: "nsw",
  kms: "45,000",
  finance: "No",
  name: "Sam Seller",
  email: "sam@example.com",
  phone: "0412345678",
  PreferredContactMethod: "SMS"
}

const atAdjustments: TradeInProgress = {
  stage: "adjustments",
  values: { ...opening, ...tradeInPostedProgress(startingTradeInProgress(opening), posted).values },
  vehicle: corolla,
  valuation: { rego: "ABC123", regoState: "nsw", id: 9, lead_id: 812 }
}

function resume(progress: TradeInProgress) {
  const machine = tradeInValuationMachine.provide({
    actors: {
      lookupRego: fromPromise<TradeInVehicle, RegoLookupRequest>(async () => corolla),
      submitLead: fromPromise<LeadSubmitResponse, LeadPayload<ValuationFormFields>>(async () => ({ lead_id: 812 })),
      submitAdjustments: fromPromise<TradeInOffer, AdjustmentsRequest>(async () => ({ offer_price: 18_500 })),
      acceptOffer: fromPromise<void, OfferAcceptedRequest>(async () => {}),
      store: fromPromise<void, Valuation>(async () => {}),
      track: fromPromise<void, LeadTrackingEvent>(async () => {})
    }
  })
  return createActor(machine, { snapshot: resumedTradeInValuation(progress, input), input }).start()
}

const settled = (actor: ReturnType<typeof resume>) =>
  waitFor(actor, (snapshot) => !connectTradeInValuation(snapshot, () => {}).busy)

describe("tradeInPostedProgress", () => {
  it("reads the details screen's fields, typed, and Phone when no contact method is chosen", () => {
    const details = tradeInPostedProgress(startingTradeInProgress(opening), posted).values
    expect(details).toMatchObject({ rego: "abc 123", regoState: "nsw", finance: "No", PreferredContactMethod: "SMS" })
    const unknown = tradeInPostedProgress(startingTradeInProgress(opening), {
      ...posted,
      regoState: "xx",
      finance: "",
      PreferredContactMethod: "Pigeon"
    }).values
    expect(unknown).toMatchObject({ regoState: null, finance: null, PreferredContactMethod: "Phone" })
  })

  it("reads only the looked-up car's questions on the adjustments screen", () => {
    const answered = tradeInPostedProgress(atAdjustments, { accident: "No", keys: "", rego: "XYZ" })
    expect(answered.valuation.adjustmentAnswers).toEqual({ accident: "No" })
    expect(answered.values.rego).toBe("abc 123")
  })

  it("takes no fields on the offer screen", () => {
    const offer: TradeInProgress = { ...atAdjustments, stage: "offer" }
    expect(tradeInPostedProgress(offer, { rego: "XYZ" })).toEqual(offer)
  })
})

describe("decodeTradeInProgress", () => {
  it("round-trips through JSON and starts afresh from anything else", () => {
    expect(decodeTradeInProgress(JSON.stringify(atAdjustments), opening)).toEqual(atAdjustments)
    for (const raw of [null, "", "{", JSON.stringify({ stage: "cheating" }), 42]) {
      expect(decodeTradeInProgress(raw, opening)).toEqual(startingTradeInProgress(opening))
    }
  })
})

describe("resumedTradeInValuation", () => {
  it("renders the screen of the progress with its feedback", () => {
    const feedback = { validation: null, formError: "Network down", alert: null }
    const view = connectTradeInValuation(resumedTradeInValuation(atAdjustments, input, feedback), () => {})
    expect(view.stage).toBe("adjustments")
    expect(view.questions.map((question) => question.id)).toEqual(["accident", "keys"])
    expect(view.formError).toBe("Network down")
  })

  it("resumes the statechart: the details go to lookup and lead, as in the browser", async () => {
    const actor = resume(tradeInPostedProgress(startingTradeInProgress(opening), posted))
    connectTradeInValuation(actor.getSnapshot(), actor.send).submit()
    const progress = tradeInProgressOf(await settled(actor))
    expect(progress.stage).toBe("adjustments")
    expect(progress.valuation).toEqual({ rego: "ABC123", regoState: "nsw", id: 9, lead_id: 812 })
  })

  it("names unanswered questions, then prices the answers and accepts the offer", async () => {
    const missing = resume(tradeInPostedProgress(atAdjustments, { accident: "No" }))
    connectTradeInValuation(missing.getSnapshot(), missing.send).submit()
    expect(connectTradeInValuation(await settled(missing), () => {}).errorSummary?.messages).toEqual([
      "Please answer: How many keys do you have?"
    ])

    const answered = resume(tradeInPostedProgress(atAdjustments, { accident: "No", keys: "2" }))
    connectTradeInValuation(answered.getSnapshot(), answered.send).submit()
    const offer = tradeInProgressOf(await settled(answered))
    expect(offer).toMatchObject({ stage: "offer", valuation: { offer_price: 18_500 } })

    const accepting = resume(offer)
    connectTradeInValuation(accepting.getSnapshot(), accepting.send).accept()
    expect(tradeInProgressOf(await settled(accepting))).toMatchObject({
      stage: "accepted",
      valuation: { form_completed: true, offer_accepted: true }
    })
  })
})
