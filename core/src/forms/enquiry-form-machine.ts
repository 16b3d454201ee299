import { assign, setup } from "xstate"
import type { EnquiryField, EnquiryForm } from "./enquiry-form.ts"
import type { EnquiryFormLayout } from "./enquiry-form-layout.ts"
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
  type FormFlowTexts
} from "./form-flow.ts"
import { editingState, failedState, invalidState } from "./form-editing-states.ts"
import { leadPayload, type LeadPageContext, type LeadPayload } from "./lead-payload.ts"
import type { LeadSubmitResponse } from "./submission-outcome.ts"
import { validateEnquiryForm, type EnquiryValidationTexts } from "./validate-enquiry-form.ts"
import type { VehicleEnquiryDefaults } from "./vehicle-enquiry-defaults.ts"

/** The car fields a vehicle enquiry sends along with what the shopper typed. */
export type EnquiredVehicleFields = Omit<VehicleEnquiryDefaults, "message" | "opt_in" | "subcategory">

/** The values an enquiry lead is built from: the form's fields and, on a vehicle page, the car's. */
export type EnquiryLeadValues = EnquiryForm & Partial<EnquiredVehicleFields>

/** The texts the enquiry form shows: its validation messages and its outcomes. */
export type EnquiryFormTexts = EnquiryValidationTexts & FormFlowTexts

/** What the enquiry form's statechart starts from: the form's setup, values and texts. */
export interface EnquiryFormMachineInput {
  /** The values the form opens with (`enquiryInitialValues`, or a preset's). */
  readonly values: EnquiryForm
  /** The car the enquiry is about, or null on a page without one. */
  readonly vehicle: EnquiredVehicleFields | null
  readonly layout: EnquiryFormLayout
  readonly page: LeadPageContext
  readonly texts: EnquiryFormTexts
}

/** The enquiry form statechart's context: its input plus the feedback on show. */
export interface EnquiryFormContext extends EnquiryFormMachineInput, FormFeedback<EnquiryField> {}

/** What the enquiry form sends its statechart: field changes, submit and dismissing the alert. */
export type EnquiryFormEvent =
  FieldChange<EnquiryForm> | { readonly type: "SUBMIT" } | { readonly type: "DISMISS_ALERT" }

const validate = (context: EnquiryFormContext, values = context.values) =>
  validateEnquiryForm(values, context.layout, context.texts)

/**
 * The lead an enquiry sends: the car's fields, then the shopper's, with the page's extras.
 *
 * @example
 * import { contactFormSetup, enquiryFormInput, enquiryLeadPayload } from "@dealer/core/forms"
 * import { exampleLeadPage, exampleTenant } from "@dealer/core/testing"
 *
 * const tenant = exampleTenant()
 * const setup = contactFormSetup({ page: exampleLeadPage(), stored: null, dealershipCount: 1, locationShown: false })
 *
 * enquiryLeadPayload(enquiryFormInput(setup, tenant.forms, tenant.texts)).category // => "General Enquiry"
 */
export function enquiryLeadPayload(
  context: Pick<EnquiryFormContext, "values" | "vehicle" | "page">
): LeadPayload<EnquiryLeadValues> {
  return leadPayload<EnquiryLeadValues>({ ...context.vehicle, ...context.values }, context.page)
}

/**
 * The single-step enquiry form (section 4 of document 001, "Form submission"): editing, client
 * validation with the 'Please fix the following errors:' list, submitting (button disabled), then
 * success (`/success`) or failure (browser alert plus the stored form error). The same machine runs
 * the Enquire Now, Request Photos and Find Me Something Similar forms with different input. The
 * lead goes through the injected `submitLead` actor; a call that never answers fails after 15 s.
 *
 * @example
 * import { contactFormSetup, enquiryFormInput, enquiryFormMachine } from "@dealer/core/forms"
 * import type { EnquiryLeadValues, LeadPayload, LeadSubmitResponse } from "@dealer/core/forms"
 * import { exampleLeadPage, exampleTenant } from "@dealer/core/testing"
 * import { createActor, fromPromise, waitFor } from "xstate"
 *
 * const tenant = exampleTenant()
 * const setup = contactFormSetup({ page: exampleLeadPage(), stored: null, dealershipCount: 1, locationShown: false })
 * const submitLead = fromPromise<LeadSubmitResponse, LeadPayload<EnquiryLeadValues>>(async () => ({ lead_id: 42 }))
 *
 * const actor = createActor(enquiryFormMachine.provide({ actors: { submitLead } }), {
 *   input: enquiryFormInput(setup, tenant.forms, tenant.texts)
 * }).start()
 * for (const [field, value] of [["name", "Jo Citizen"], ["email", "jo@example.com"], ["phone", "0412345678"], ["message", "Is it still available?"]] as const) {
 *   actor.send({ type: "CHANGE", field, value })
 * }
 * actor.send({ type: "SUBMIT" })
 * ;(await waitFor(actor, (snapshot) => snapshot.status === "done")).value // => "succeeded"
 */
export const enquiryFormMachine = /* @__PURE__ */ setup({
  types: {
    context: {} as EnquiryFormContext,
    input: {} as EnquiryFormMachineInput,
    events: {} as EnquiryFormEvent
  },
  actors: {
    submitLead: notProvided<LeadSubmitResponse, LeadPayload<EnquiryLeadValues>>("submitLead")
  },
  delays: { requestTimeout: FORM_REQUEST_TIMEOUT_MS },
  guards: {
    isValid: ({ context }) => validate(context).valid,
    isValidAfterChange: ({ context, event }) =>
      event.type === "CHANGE" && validate(context, withFieldChange(context.values, event)).valid
  },
  actions: {
    change: assign({
      values: ({ context, event }) =>
        event.type === "CHANGE" ? withFieldChange(context.values, event) : context.values
    }),
    showValidation: assign(({ context }) => ({ ...noFormFeedback, validation: validate(context) })),
    clearFeedback: assign(noFormFeedback),
    dismissAlert: assign({ alert: null })
  }
}).createMachine({
  id: "enquiryForm",
  context: ({ input }) => ({ ...input, ...noFormFeedback }),
  initial: "editing",
  on: { DISMISS_ALERT: { actions: "dismissAlert" } },
  states: {
    editing: editingState,
    invalid: invalidState,
    failed: failedState,
    submitting: {
      entry: "clearFeedback",
      invoke: {
        id: "submitLead",
        src: "submitLead",
        input: ({ context }) => enquiryLeadPayload(context),
        onDone: [
          { guard: ({ context, event }) => isLeadAccepted(event.output, context.texts), target: "succeeded" },
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
    succeeded: { type: "final" }
  }
})
