import { assign, setup } from "xstate"
import { analyticsEventFor } from "../analytics/analytics-event.ts"
import {
  FORM_REQUEST_TIMEOUT_MS,
  isLeadAccepted,
  noFormFeedback,
  notProvided,
  refusedLeadFeedback,
  rejectedLeadFeedback,
  rejectedSubmitFeedback,
  timedOutFeedback,
  withFieldChange,
  type LeadTrackingEvent
} from "./form-flow.ts"
import { leadPayload, type LeadPayload } from "./lead-payload.ts"
import type { LeadSubmitResponse } from "./submission-outcome.ts"
import type { TradeInOffer, TradeInVehicle } from "./trade-in-adjustments.ts"
import {
  hasOnlineEstimate,
  tradeInAnswers,
  tradeInLookupRequest,
  validateTradeInAnswers,
  validateTradeInDetails,
  type TradeInValuationContext,
  type TradeInValuationEvent,
  type TradeInValuationMachineInput
} from "./trade-in-valuation-context.ts"
import type { Valuation, ValuationFormFields } from "./valuation.ts"
import {
  adjustmentsRequest,
  offerAcceptedRequest,
  type AdjustmentsRequest,
  type OfferAcceptedRequest,
  type RegoLookupRequest
} from "./valuation-requests.ts"

const leadIdOf = ({ event }: { readonly event: { readonly output: LeadSubmitResponse } }) => ({
  leadId: event.output.lead_id ?? null
})

const storeValuation = {
  src: "store",
  input: ({ context }: { readonly context: TradeInValuationContext }) => context.valuation,
  // Keeping a local copy is a convenience; failing to must not disturb the seller.
  onError: { actions: [] }
} as const

const detailsStep = {
  on: {
    CHANGE: { actions: "change" },
    SUBMIT: [
      { guard: "areDetailsValid", target: "#tradeInValuation.lookingUp" },
      { target: "#tradeInValuation.details.invalid", actions: "showDetailsValidation" }
    ]
  }
} as const

const adjustmentsStep = {
  on: {
    ANSWER: { actions: "answer" },
    SUBMIT: [
      { guard: "areAnswersComplete", target: "#tradeInValuation.valuing" },
      { target: "#tradeInValuation.adjustments.invalid", actions: "showAnswersValidation" }
    ]
  }
} as const

/**
 * The trade-in valuation (sections 4 and 7 of document 001): the seller's details and rego are
 * looked up (`lookupRego`) and sent as a lead (`submitLead`); a car over 7 years or 100,000 km
 * gets no online estimate and the flow ends with "we'll be in touch"; otherwise the seller
 * answers the adjustment questions (`submitAdjustments`), sees the offer and accepts it
 * (`acceptOffer`, subcategory '3. Offer Accepted', analytics event 18 through `track`). The
 * valuation is kept locally as it grows (`store`). Every call gives up after 15 s.
 *
 * @example
 * import { tradeInValuationInput, tradeInValuationMachine, valuationInitialValues } from "@dealer/core/forms"
 * import type { AdjustmentsRequest, LeadPayload, LeadSubmitResponse, LeadTrackingEvent, OfferAcceptedRequest, RegoLookupRequest } from "@dealer/core/forms"
 * import type { TradeInOffer, TradeInVehicle, Valuation, ValuationFormFields } from "@dealer/core/forms"
 * import { exampleLeadPage, exampleTenant } from "@dealer/core/testing"
 * import { createActor, fromPromise, waitFor } from "xstate"
 *
 * const corolla = { id: 41, year: 2019, description: "2019 Toyota Corolla Ascent Sport", questions: [{ id: "accident", label: "Has the car been in an accident?", options: ["Yes", "No"] }] }
 * const lookupRego = fromPromise<TradeInVehicle, RegoLookupRequest>(async () => corolla)
 * const submitLead = fromPromise<LeadSubmitResponse, LeadPayload<ValuationFormFields>>(async () => ({ lead_id: 812 }))
 * const submitAdjustments = fromPromise<TradeInOffer, AdjustmentsRequest>(async () => ({ offer_price: 18_500 }))
 * const acceptOffer = fromPromise<void, OfferAcceptedRequest>(async () => undefined)
 * const store = fromPromise<void, Valuation>(async () => undefined)
 * const track = fromPromise<void, LeadTrackingEvent>(async () => undefined)
 * const tenant = exampleTenant()
 * const values = { ...valuationInitialValues(tenant.forms, null), rego: "ABC123", kms: "45000", finance: "No" as const, name: "Jo Citizen", email: "jo@example.com", phone: "0412345678" }
 * const input = tradeInValuationInput(tenant, { values, page: exampleLeadPage(), locationShown: false, now: new Date("2026-03-02T10:00:00+10:00") })
 *
 * const actor = createActor(tradeInValuationMachine.provide({ actors: { lookupRego, submitLead, submitAdjustments, acceptOffer, store, track } }), { input }).start()
 * actor.send({ type: "SUBMIT" })
 * ;(await waitFor(actor, (snapshot) => snapshot.matches("adjustments"))).context.vehicle?.description // => "2019 Toyota Corolla Ascent Sport"
 */
export const tradeInValuationMachine = /* @__PURE__ */ setup({
  types: {
    context: {} as TradeInValuationContext,
    input: {} as TradeInValuationMachineInput,
    events: {} as TradeInValuationEvent
  },
  actors: {
    lookupRego: notProvided<TradeInVehicle, RegoLookupRequest>("lookupRego"),
    submitLead: notProvided<LeadSubmitResponse, LeadPayload<ValuationFormFields>>("submitLead"),
    submitAdjustments: notProvided<TradeInOffer, AdjustmentsRequest>("submitAdjustments"),
    acceptOffer: notProvided<void, OfferAcceptedRequest>("acceptOffer"),
    store: notProvided<void, Valuation>("store"),
    track: notProvided<void, LeadTrackingEvent>("track")
  },
  delays: { requestTimeout: FORM_REQUEST_TIMEOUT_MS },
  guards: {
    areDetailsValid: ({ context }) => validateTradeInDetails(context).valid,
    areAnswersComplete: ({ context }) => validateTradeInAnswers(context).valid,
    hasOnlineEstimate: ({ context }) => hasOnlineEstimate(context)
  },
  actions: {
    change: assign(({ context, event }) => {
      if (event.type !== "CHANGE") return {}
      const values = withFieldChange(context.values, event)
      return { values, ...(context.validation ? { validation: validateTradeInDetails(context, values) } : {}) }
    }),
    answer: assign(({ context, event }) => {
      if (event.type !== "ANSWER") return {}
      const answers = { ...tradeInAnswers(context), [event.question]: event.answer }
      return {
        valuation: { ...context.valuation, adjustmentAnswers: answers },
        ...(context.validation ? { validation: validateTradeInAnswers(context, answers) } : {})
      }
    }),
    showDetailsValidation: assign(({ context }) => ({
      ...noFormFeedback,
      validation: validateTradeInDetails(context)
    })),
    showAnswersValidation: assign(({ context }) => ({
      ...noFormFeedback,
      validation: validateTradeInAnswers(context)
    })),
    rememberLead: assign(({ context }, params: { readonly leadId: number | null }) => ({
      valuation: { ...context.valuation, lead_id: params.leadId }
    })),
    clearFeedback: assign(noFormFeedback),
    dismissAlert: assign({ alert: null })
  }
}).createMachine({
  id: "tradeInValuation",
  context: ({ input }) => ({ ...input, ...noFormFeedback, vehicle: null, valuation: {} }),
  initial: "details",
  on: { DISMISS_ALERT: { actions: "dismissAlert" } },
  states: {
    details: {
      initial: "editing",
      states: { editing: detailsStep, invalid: detailsStep, failed: detailsStep }
    },
    lookingUp: {
      entry: "clearFeedback",
      invoke: {
        id: "lookupRego",
        src: "lookupRego",
        input: ({ context }) => tradeInLookupRequest(context),
        onDone: {
          target: "sendingLead",
          actions: /* @__PURE__ */ assign(({ context, event }) => ({
            vehicle: event.output,
            valuation: { ...tradeInLookupRequest(context), id: event.output.id }
          }))
        },
        onError: {
          target: "details.failed",
          actions: /* @__PURE__ */ assign(({ context, event }) => rejectedSubmitFeedback(event.error, context.texts))
        }
      },
      after: {
        requestTimeout: { target: "details.failed", actions: /* @__PURE__ */ assign(({ context }) => timedOutFeedback(context.texts)) }
      }
    },
    sendingLead: {
      invoke: {
        id: "submitLead",
        src: "submitLead",
        input: ({ context }) => leadPayload(context.values, context.page),
        onDone: [
          {
            guard: ({ context, event }) => !isLeadAccepted(event.output, context.texts),
            target: "details.failed",
            actions: /* @__PURE__ */ assign(({ context, event }) => refusedLeadFeedback(event.output, context.texts))
          },
          { guard: "hasOnlineEstimate", target: "adjustments", actions: { type: "rememberLead", params: leadIdOf } },
          { target: "inTouch", actions: { type: "rememberLead", params: leadIdOf } }
        ],
        onError: {
          target: "details.failed",
          actions: /* @__PURE__ */ assign(({ context, event }) => rejectedLeadFeedback(event.error, context.texts))
        }
      },
      after: {
        requestTimeout: { target: "details.failed", actions: /* @__PURE__ */ assign(({ context }) => timedOutFeedback(context.texts)) }
      }
    },
    adjustments: {
      initial: "answering",
      invoke: storeValuation,
      states: { answering: adjustmentsStep, invalid: adjustmentsStep, failed: adjustmentsStep }
    },
    valuing: {
      entry: "clearFeedback",
      invoke: {
        id: "submitAdjustments",
        src: "submitAdjustments",
        input: ({ context }) => adjustmentsRequest(context.vehicle?.id ?? "", tradeInAnswers(context)),
        onDone: {
          target: "offer",
          actions: /* @__PURE__ */ assign(({ context, event }) => ({
            valuation: { ...context.valuation, offer_price: event.output.offer_price }
          }))
        },
        onError: {
          target: "adjustments.failed",
          actions: /* @__PURE__ */ assign(({ context, event }) => rejectedSubmitFeedback(event.error, context.texts))
        }
      },
      after: {
        requestTimeout: {
          target: "adjustments.failed",
          actions: /* @__PURE__ */ assign(({ context }) => timedOutFeedback(context.texts))
        }
      }
    },
    offer: {
      initial: "open",
      invoke: storeValuation,
      states: {
        open: { on: { ACCEPT: "#tradeInValuation.accepting" } },
        failed: { on: { ACCEPT: "#tradeInValuation.accepting" } }
      }
    },
    accepting: {
      entry: "clearFeedback",
      invoke: {
        id: "acceptOffer",
        src: "acceptOffer",
        input: ({ context }) => offerAcceptedRequest(context.valuation.lead_id ?? 0),
        onDone: {
          target: "accepted",
          actions: /* @__PURE__ */ assign(({ context }) => ({
            valuation: { ...context.valuation, form_completed: true, offer_accepted: true }
          }))
        },
        onError: {
          target: "offer.failed",
          actions: /* @__PURE__ */ assign(({ context, event }) => rejectedLeadFeedback(event.error, context.texts))
        }
      },
      after: {
        requestTimeout: { target: "offer.failed", actions: /* @__PURE__ */ assign(({ context }) => timedOutFeedback(context.texts)) }
      }
    },
    accepted: {
      invoke: [
        storeValuation,
        {
          src: "track",
          input: ({ context }) => ({
            category: leadPayload(context.values, context.page).category,
            event: analyticsEventFor("offer-accepted", null)
          }),
          onError: { actions: [] }
        }
      ]
    },
    inTouch: { invoke: storeValuation }
  }
})
