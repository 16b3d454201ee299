import { assign, setup } from "xstate"
import type { Texts } from "../tenant/texts.ts"
import {
  FORM_REQUEST_TIMEOUT_MS,
  isLeadAccepted,
  noFormFeedback,
  notProvided,
  refusedLeadFeedback,
  rejectedLeadFeedback,
  timedOutFeedback,
  withFieldChange,
  type FieldChange,
  type FormFeedback,
  type FormFlowTexts,
  type LeadTrackingEvent
} from "./form-flow.ts"
import type { LeadPageContext, LeadPayload } from "./lead-payload.ts"
import { PARTS_STEPS, type PartsField, type PartsForm, type PartsStep } from "./parts-form.ts"
import { nextPartsStep, partsStepSubmit } from "./parts-step-payload.ts"
import type { FormsSettings } from "./settings.ts"
import { leadSubmitOutcome, type LeadSubmitResponse } from "./submission-outcome.ts"
import { validatePartsStep, type PartsValidationTexts } from "./validate-parts-form.ts"

/** The texts the parts wizard shows: its validation messages and its outcomes. */
export type PartsWizardTexts = PartsValidationTexts &
  FormFlowTexts &
  Pick<Texts, "partsWizardTitle" | "partsStepContactDetails" | "partsStepVehicleDetails" | "partsStepOrderDetails">

/**
 * What the parts wizard's statechart starts from: the values, the page, the required fields and the
 * year bounds.
 */
export interface PartsWizardMachineInput {
  readonly values: PartsForm
  readonly page: LeadPageContext
  readonly settings: Pick<FormsSettings, "parts_required_fields">
  readonly locationShown: boolean
  /** Bounds the vehicle year the shopper may enter. */
  readonly now: Date
  readonly texts: PartsWizardTexts
}

/** The parts wizard statechart's context: its input, the feedback on show and the step reached. */
export interface PartsWizardContext extends PartsWizardMachineInput, FormFeedback<PartsField> {
  readonly step: PartsStep
  /** The lead the first submit created; every later submit updates it. */
  readonly leadId: number | null
}

/**
 * What the parts wizard sends its statechart: field changes, submit (each step's next), back,
 * dismissing the alert.
 */
export type PartsWizardEvent =
  FieldChange<PartsForm> | { readonly type: "SUBMIT" } | { readonly type: "BACK" } | { readonly type: "DISMISS_ALERT" }

const validateStep = (context: PartsWizardContext, values = context.values) =>
  validatePartsStep(context.step, values, context)

/**
 * The lead the current step sends: its values, the lead_id once known, and on the last step
 * lead_status Complete with form_completed true.
 *
 * @example
 * import { partsInitialValues, partsWizardMachine, partsWizardPayload } from "@dealer/core/forms"
 * import { exampleLeadPage, exampleTenant } from "@dealer/core/testing"
 * import { createActor } from "xstate"
 *
 * const tenant = exampleTenant()
 * const now = new Date("2026-03-02T10:00:00+10:00")
 * const input = { values: partsInitialValues(null), page: exampleLeadPage(), settings: tenant.forms, locationShown: false, now, texts: tenant.texts }
 * const context = createActor(partsWizardMachine, { input }).getSnapshot().context
 *
 * partsWizardPayload(context).form_completed // => false
 * partsWizardPayload({ ...context, step: "order-details", leadId: 812 }).form_completed // => true
 */
export function partsWizardPayload(context: PartsWizardContext): LeadPayload<PartsForm> {
  return partsStepSubmit(context.values, { step: context.step, leadId: context.leadId }, context.page).payload
}

const acceptedLeadId = (context: PartsWizardContext, response: LeadSubmitResponse) => {
  const outcome = leadSubmitOutcome(response, context.texts)
  return outcome.kind === "success" ? outcome.leadId : context.leadId
}

const submitStep = [
  { guard: "isStepInvalid", target: "invalid", actions: "showValidation" },
  { target: "submitting" }
] as const

const back = { guard: "hasPreviousStep", target: "editing", actions: "previousStep" } as const

/**
 * The 'Order Parts Online' wizard (section 4 of document 001): Contact Details, Vehicle Details,
 * Order Details. Every step is validated and sent through `submitLead`; a non-final submit
 * advances, and the lead_id it returns is attached to later submits. The final submit marks the
 * lead Complete, raises the Parts Enquiry event through `track` and goes to `/success`.
 *
 * @example
 * import { partsInitialValues, partsWizardMachine, type LeadPayload, type LeadSubmitResponse, type LeadTrackingEvent, type PartsForm } from "@dealer/core/forms"
 * import { exampleLeadPage, exampleTenant } from "@dealer/core/testing"
 * import { createActor, fromPromise, waitFor } from "xstate"
 *
 * const submitLead = fromPromise<LeadSubmitResponse, LeadPayload<PartsForm>>(async () => ({ lead_id: 812 }))
 * const track = fromPromise<void, LeadTrackingEvent>(async () => undefined)
 * const tenant = exampleTenant()
 * const now = new Date("2026-03-02T10:00:00+10:00")
 * const values = { ...partsInitialValues(null), name: "Jo Citizen", email: "jo@example.com", phone: "0412345678" }
 * const input = { values, page: exampleLeadPage(), settings: tenant.forms, locationShown: false, now, texts: tenant.texts }
 *
 * const actor = createActor(partsWizardMachine.provide({ actors: { submitLead, track } }), { input }).start()
 * actor.send({ type: "SUBMIT" })
 * const next = await waitFor(actor, (snapshot) => snapshot.context.step === "vehicle-details")
 * next.context.leadId // => 812
 */
export const partsWizardMachine = /* @__PURE__ */ setup({
  types: {
    context: {} as PartsWizardContext,
    input: {} as PartsWizardMachineInput,
    events: {} as PartsWizardEvent
  },
  actors: {
    submitLead: notProvided<LeadSubmitResponse, LeadPayload<PartsForm>>("submitLead"),
    track: notProvided<void, LeadTrackingEvent>("track")
  },
  delays: { requestTimeout: FORM_REQUEST_TIMEOUT_MS },
  guards: {
    isStepInvalid: ({ context }) => !validateStep(context).valid,
    isValidAfterChange: ({ context, event }) =>
      event.type === "CHANGE" && validateStep(context, withFieldChange(context.values, event)).valid,
    hasPreviousStep: ({ context }) => context.step !== PARTS_STEPS[0]
  },
  actions: {
    change: assign({
      values: ({ context, event }) =>
        event.type === "CHANGE" ? withFieldChange(context.values, event) : context.values
    }),
    showValidation: assign(({ context }) => ({ ...noFormFeedback, validation: validateStep(context) })),
    clearFeedback: assign(noFormFeedback),
    previousStep: assign(({ context }) => ({
      ...noFormFeedback,
      step: PARTS_STEPS[Math.max(0, PARTS_STEPS.indexOf(context.step) - 1)] ?? context.step
    })),
    dismissAlert: assign({ alert: null })
  }
}).createMachine({
  id: "partsWizard",
  context: ({ input }) => ({ ...input, ...noFormFeedback, step: PARTS_STEPS[0], leadId: null }),
  initial: "editing",
  on: { DISMISS_ALERT: { actions: "dismissAlert" } },
  states: {
    editing: {
      on: { CHANGE: { actions: "change" }, SUBMIT: submitStep, BACK: back }
    },
    invalid: {
      on: {
        CHANGE: [
          { guard: "isValidAfterChange", target: "editing", actions: ["change", "clearFeedback"] },
          { actions: ["change", "showValidation"] }
        ],
        SUBMIT: submitStep,
        BACK: back
      }
    },
    submitting: {
      entry: "clearFeedback",
      invoke: {
        id: "submitLead",
        src: "submitLead",
        input: ({ context }) => partsWizardPayload(context),
        onDone: [
          {
            guard: ({ context, event }) =>
              isLeadAccepted(event.output, context.texts) && nextPartsStep(context.step) === null,
            target: "recording",
            actions: /* @__PURE__ */ assign(({ context, event }) => ({ leadId: acceptedLeadId(context, event.output) }))
          },
          {
            guard: ({ context, event }) => isLeadAccepted(event.output, context.texts),
            target: "editing",
            actions: /* @__PURE__ */ assign(({ context, event }) => ({
              leadId: acceptedLeadId(context, event.output),
              step: nextPartsStep(context.step) ?? context.step
            }))
          },
          {
            target: "failed",
            actions: /* @__PURE__ */ assign(({ context, event }) => refusedLeadFeedback(event.output, context.texts))
          }
        ],
        onError: {
          target: "failed",
          actions: /* @__PURE__ */ assign(({ context, event }) => rejectedLeadFeedback(event.error, context.texts))
        }
      },
      after: { requestTimeout: { target: "failed", actions: /* @__PURE__ */ assign(({ context }) => timedOutFeedback(context.texts)) } }
    },
    recording: {
      invoke: {
        id: "track",
        src: "track",
        input: ({ context }) => ({ category: partsWizardPayload(context).category, event: null }),
        onDone: "succeeded",
        onError: "succeeded"
      },
      // The order is in: a stalled tracker must not keep the shopper from the success page.
      after: { requestTimeout: "succeeded" }
    },
    failed: {
      on: { CHANGE: { actions: "change" }, SUBMIT: submitStep, BACK: back }
    },
    succeeded: { type: "final" }
  }
})
