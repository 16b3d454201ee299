import { assign, setup } from "xstate"
import { analyticsEventFor } from "../analytics/analytics-event.ts"
import type { CarType } from "../stock/car.ts"
import type { EnquiredCar } from "../storage/enquired-car.ts"
import type { EnquiryField, EnquiryForm } from "./enquiry-form.ts"
import { enquiryLeadPayload, type EnquiryFormMachineInput, type EnquiryLeadValues } from "./enquiry-form-machine.ts"
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
  type LeadSuccessRecord,
  type LeadTrackingEvent
} from "./form-flow.ts"
import type { LeadPayload } from "./lead-payload.ts"
import type { LeadSubmitResponse } from "./submission-outcome.ts"
import { validateEnquiryStep } from "./validate-enquiry-step.ts"

/** One step of a multi-step enquiry: its title and the fields it shows. */
export interface EnquiryStep {
  readonly title: string
  readonly fields: ReadonlyArray<EnquiryField>
}

/** The car an enquiry is about, as it is stored (`EnquireCar`) and as analytics labels it. */
export type EnquiryCar = EnquiredCar & { readonly car_type: CarType }

/** What the multi-step enquiry's statechart starts from: the enquiry form's input and its steps. */
export interface MultiStepEnquiryMachineInput extends EnquiryFormMachineInput {
  /** The steps in order; the last one submits. */
  readonly steps: ReadonlyArray<EnquiryStep>
  readonly car: EnquiryCar | null
}

/** The multi-step enquiry statechart's context: its input, the feedback on show and the step reached. */
export interface MultiStepEnquiryContext extends MultiStepEnquiryMachineInput, FormFeedback<EnquiryField> {
  readonly stepIndex: number
}

/**
 * What the multi-step enquiry sends its statechart: field changes, submit (each step's next), back,
 * dismissing the alert.
 */
export type MultiStepEnquiryEvent =
  | FieldChange<EnquiryForm>
  | { readonly type: "SUBMIT" }
  | { readonly type: "BACK" }
  | { readonly type: "DISMISS_ALERT" }

const stepFields = (context: MultiStepEnquiryContext) => context.steps[context.stepIndex]?.fields ?? []

const validateStep = (context: MultiStepEnquiryContext, values = context.values) =>
  validateEnquiryStep(values, context.layout, stepFields(context), context.texts)

/**
 * The analytics record of a submitted enquiry: its category, and event 14 (new) or 15 (used).
 *
 * @example
 * import { contactFormSetup, enquiryFormInput, enquiryPageSteps, enquiryTrackingEvent, multiStepEnquiryMachine } from "@dealer/core/forms"
 * import { exampleLeadPage, exampleTenant } from "@dealer/core/testing"
 * import { createActor } from "xstate"
 *
 * const tenant = exampleTenant()
 * const setup = contactFormSetup({ page: exampleLeadPage(), stored: null, dealershipCount: 1, locationShown: false })
 * const car = { id: 1, name: "2022 Toyota Hilux SR5", car_type: "used" } as const
 * const input = { ...enquiryFormInput(setup, tenant.forms, tenant.texts), steps: enquiryPageSteps(tenant.texts), car }
 * const context = createActor(multiStepEnquiryMachine, { input }).getSnapshot().context
 *
 * enquiryTrackingEvent(context) // => { category: "General Enquiry", event: { id: 15, label: "Used Car" } }
 */
export function enquiryTrackingEvent(context: MultiStepEnquiryContext): LeadTrackingEvent {
  return { category: enquiryLeadPayload(context).category, event: analyticsEventFor("enquiry", context.car) }
}

/**
 * What is kept locally after the enquiry: the car without its analytics label, and the category.
 *
 * @example
 * import { contactFormSetup, enquiryFormInput, enquiryPageSteps, enquirySuccessRecord, multiStepEnquiryMachine } from "@dealer/core/forms"
 * import { exampleLeadPage, exampleTenant } from "@dealer/core/testing"
 * import { createActor } from "xstate"
 *
 * const tenant = exampleTenant()
 * const setup = contactFormSetup({ page: exampleLeadPage(), stored: null, dealershipCount: 1, locationShown: false })
 * const car = { id: 1, name: "2022 Toyota Hilux SR5", car_type: "used" } as const
 * const input = { ...enquiryFormInput(setup, tenant.forms, tenant.texts), steps: enquiryPageSteps(tenant.texts), car }
 * const context = createActor(multiStepEnquiryMachine, { input }).getSnapshot().context
 *
 * enquirySuccessRecord(context) // => { car: { id: 1, name: "2022 Toyota Hilux SR5" }, successCategory: "General Enquiry" }
 */
export function enquirySuccessRecord(context: MultiStepEnquiryContext): LeadSuccessRecord {
  const car = context.car === null ? null : (({ car_type: _label, ...stored }) => stored)(context.car)
  return { car, successCategory: enquiryLeadPayload(context).category }
}

const advanceOrSubmit = [
  { guard: "isStepInvalid", target: "invalid", actions: "showValidation" },
  { guard: "isLastStep", target: "submitting" },
  { target: "editing", reenter: true, actions: "nextStep" }
] as const

const back = { guard: "hasPreviousStep", target: "editing", actions: "previousStep" } as const

/**
 * The multi-step enquiry (section 4 of document 001): each step is validated before the next
 * opens; the last step submits through `submitLead`. With a lead_id the flow records the
 * enquiry (`track`, event 14 or 15) and keeps the car and success category (`store`) before going
 * to `/success`; those two never hold the shopper back. Without one it shows the returned error or
 * 'An unexpected error occured'. Every call gives up after 15 s.
 *
 * @example
 * import { contactFormSetup, enquiryFormInput, enquiryPageSteps, multiStepEnquiryMachine } from "@dealer/core/forms"
 * import type { EnquiryLeadValues, LeadPayload, LeadSubmitResponse, LeadSuccessRecord, LeadTrackingEvent } from "@dealer/core/forms"
 * import { exampleLeadPage, exampleTenant } from "@dealer/core/testing"
 * import { createActor, fromPromise } from "xstate"
 *
 * const submitLead = fromPromise<LeadSubmitResponse, LeadPayload<EnquiryLeadValues>>(async () => ({ lead_id: 812 }))
 * const track = fromPromise<void, LeadTrackingEvent>(async () => undefined)
 * const store = fromPromise<void, LeadSuccessRecord>(async () => undefined)
 * const tenant = exampleTenant()
 * const setup = contactFormSetup({ page: exampleLeadPage(), stored: null, dealershipCount: 1, locationShown: false })
 * const input = { ...enquiryFormInput(setup, tenant.forms, tenant.texts), steps: enquiryPageSteps(tenant.texts), car: null }
 *
 * const actor = createActor(multiStepEnquiryMachine.provide({ actors: { submitLead, track, store } }), { input }).start()
 * actor.send({ type: "SUBMIT" })
 * actor.getSnapshot().context.validation?.summary?.messages.length // => 3
 */
export const multiStepEnquiryMachine = /* @__PURE__ */ setup({
  types: {
    context: {} as MultiStepEnquiryContext,
    input: {} as MultiStepEnquiryMachineInput,
    events: {} as MultiStepEnquiryEvent
  },
  actors: {
    submitLead: notProvided<LeadSubmitResponse, LeadPayload<EnquiryLeadValues>>("submitLead"),
    track: notProvided<void, LeadTrackingEvent>("track"),
    store: notProvided<void, LeadSuccessRecord>("store")
  },
  delays: { requestTimeout: FORM_REQUEST_TIMEOUT_MS },
  guards: {
    isStepInvalid: ({ context }) => !validateStep(context).valid,
    isValidAfterChange: ({ context, event }) =>
      event.type === "CHANGE" && validateStep(context, withFieldChange(context.values, event)).valid,
    isLastStep: ({ context }) => context.stepIndex >= context.steps.length - 1,
    hasPreviousStep: ({ context }) => context.stepIndex > 0
  },
  actions: {
    change: assign({
      values: ({ context, event }) =>
        event.type === "CHANGE" ? withFieldChange(context.values, event) : context.values
    }),
    showValidation: assign(({ context }) => ({ ...noFormFeedback, validation: validateStep(context) })),
    clearFeedback: assign(noFormFeedback),
    nextStep: assign(({ context }) => ({ ...noFormFeedback, stepIndex: context.stepIndex + 1 })),
    previousStep: assign(({ context }) => ({ ...noFormFeedback, stepIndex: context.stepIndex - 1 })),
    dismissAlert: assign({ alert: null })
  }
}).createMachine({
  id: "multiStepEnquiry",
  context: ({ input }) => ({ ...input, ...noFormFeedback, stepIndex: 0 }),
  initial: "editing",
  on: { DISMISS_ALERT: { actions: "dismissAlert" } },
  states: {
    editing: {
      on: { CHANGE: { actions: "change" }, SUBMIT: advanceOrSubmit, BACK: back }
    },
    invalid: {
      on: {
        CHANGE: [
          { guard: "isValidAfterChange", target: "editing", actions: ["change", "clearFeedback"] },
          { actions: ["change", "showValidation"] }
        ],
        SUBMIT: advanceOrSubmit,
        BACK: back
      }
    },
    submitting: {
      entry: "clearFeedback",
      invoke: {
        id: "submitLead",
        src: "submitLead",
        input: ({ context }) => enquiryLeadPayload(context),
        onDone: [
          { guard: ({ context, event }) => isLeadAccepted(event.output, context.texts), target: "recording" },
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
      type: "parallel",
      states: {
        tracking: {
          initial: "running",
          states: {
            running: {
              invoke: {
                id: "track",
                src: "track",
                input: ({ context }) => enquiryTrackingEvent(context),
                onDone: "done",
                onError: "done"
              }
            },
            done: { type: "final" }
          }
        },
        storing: {
          initial: "running",
          states: {
            running: {
              invoke: {
                id: "store",
                src: "store",
                input: ({ context }) => enquirySuccessRecord(context),
                onDone: "done",
                onError: "done"
              }
            },
            done: { type: "final" }
          }
        }
      },
      onDone: "succeeded",
      // The lead is in: a stalled tracker or store must not keep the shopper from the success page.
      after: { requestTimeout: "succeeded" }
    },
    failed: {
      on: { CHANGE: { actions: "change" }, SUBMIT: advanceOrSubmit, BACK: back }
    },
    succeeded: { type: "final" }
  }
})
