import { assign, setup } from "xstate"
import type { Texts } from "../tenant/texts.ts"
import type { EnquiredVehicleFields } from "./enquiry-form-machine.ts"
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
import { isLeadFormSpam, validateLeadForm, type LeadForm, type LeadFormField, type LeadFormValidationTexts } from "./lead-form.ts"
import { leadPayload, type LeadPageContext, type LeadPayload } from "./lead-payload.ts"
import { storedUserDetailsFromLeadForm, type StoredUserDetails } from "./stored-user-details.ts"
import type { LeadSubmitResponse } from "./submission-outcome.ts"

/** The values a lead form's lead is built from: the shopper's fields and, on a vehicle page, the car's. */
export type LeadFormLeadValues = Omit<LeadForm, "website"> & Partial<Pick<LeadForm, "website">> & Partial<EnquiredVehicleFields>

/** The texts the lead form shows: its validation messages and its outcomes. */
export type LeadFormTexts = LeadFormValidationTexts &
  FormFlowTexts &
  Pick<Texts, "leadFormTradeInYes" | "leadFormTradeInNo">

/** What the lead form's statechart starts from: the form's setup, values and texts. */
export interface LeadFormMachineInput {
  readonly values: LeadForm
  /** The car the lead is about, or null on a page without one. */
  readonly vehicle: EnquiredVehicleFields | null
  readonly page: LeadPageContext
  readonly texts: LeadFormTexts
}

/** The lead form statechart's context: its input plus the feedback on show. */
export interface LeadFormContext extends LeadFormMachineInput, FormFeedback<LeadFormField> {}

/** What the lead form sends its statechart: field changes, submit and dismissing the alert. */
export type LeadFormEvent = FieldChange<LeadForm> | { readonly type: "SUBMIT" } | { readonly type: "DISMISS_ALERT" }

const validate = (context: LeadFormContext, values = context.values) => validateLeadForm(values, context.texts)

/**
 * The lead a lead form sends: the car's fields, then the shopper's (last name, postcode and the
 * trade-in answer included), with the page's extras. The honeypot goes along only when a bot
 * filled it, so the platform can drop that lead undelivered.
 *
 * @example
 * import { leadFormInput, leadFormPayload } from "@dealer/core/forms"
 * import { defaultTexts } from "@dealer/core/tenant"
 * import { exampleLeadPage } from "@dealer/core/testing"
 *
 * const input = leadFormInput({ page: exampleLeadPage(), stored: null, vehicle: null }, defaultTexts)
 * leadFormPayload({ ...input, values: { ...input.values, name: "Jo", postcode: "4305" } }).postcode // => "4305"
 */
export function leadFormPayload(
  context: Pick<LeadFormContext, "values" | "vehicle" | "page">
): LeadPayload<LeadFormLeadValues> {
  const { website, ...own } = context.values
  const honeypot = isLeadFormSpam(context.values) ? { website: website ?? null } : {}
  return leadPayload<LeadFormLeadValues>({ ...context.vehicle, ...own, ...honeypot }, context.page)
}

/**
 * The short lead form (sections 2 and 4 of document 001): editing, client validation (every field
 * required, 'Invalid postcode. Please enter a 4-digit number.'), submitting through the injected
 * `submitLead`, then, once the platform answers with a lead_id, keeping the shopper's details
 * (`rememberDetails`, never for a bot's submit, never holding the shopper back) before `/success`.
 * A refusal or a call that never answers (15 s) fails with the enquiry form's messages.
 *
 * @example
 * import { leadFormInput, leadFormMachine } from "@dealer/core/forms"
 * import type { LeadFormLeadValues, LeadPayload, LeadSubmitResponse, StoredUserDetails } from "@dealer/core/forms"
 * import { defaultTexts } from "@dealer/core/tenant"
 * import { exampleLeadPage } from "@dealer/core/testing"
 * import { createActor, fromPromise } from "xstate"
 *
 * const submitLead = fromPromise<LeadSubmitResponse, LeadPayload<LeadFormLeadValues>>(async () => ({ lead_id: 42 }))
 * const rememberDetails = fromPromise<void, StoredUserDetails>(async () => undefined)
 * const input = leadFormInput({ page: exampleLeadPage(), stored: null, vehicle: null }, defaultTexts)
 *
 * const actor = createActor(leadFormMachine.provide({ actors: { submitLead, rememberDetails } }), { input }).start()
 * actor.getSnapshot().value // => "editing"
 */
export const leadFormMachine = /* @__PURE__ */ setup({
  types: {
    context: {} as LeadFormContext,
    input: {} as LeadFormMachineInput,
    events: {} as LeadFormEvent
  },
  actors: {
    submitLead: notProvided<LeadSubmitResponse, LeadPayload<LeadFormLeadValues>>("submitLead"),
    rememberDetails: notProvided<void, StoredUserDetails>("rememberDetails")
  },
  delays: { requestTimeout: FORM_REQUEST_TIMEOUT_MS },
  guards: {
    isValid: ({ context }) => validate(context).valid,
    isValidAfterChange: ({ context, event }) =>
      event.type === "CHANGE" && validate(context, withFieldChange(context.values, event)).valid,
    isSpam: ({ context }) => isLeadFormSpam(context.values)
  },
  actions: {
    change: assign({
      values: ({ context, event }) => (event.type === "CHANGE" ? withFieldChange(context.values, event) : context.values)
    }),
    showValidation: assign(({ context }) => ({ ...noFormFeedback, validation: validate(context) })),
    clearFeedback: assign(noFormFeedback),
    dismissAlert: assign({ alert: null })
  }
}).createMachine({
  id: "leadForm",
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
        input: ({ context }) => leadFormPayload(context),
        onDone: [
          {
            guard: ({ context, event }) => !isLeadAccepted(event.output, context.texts),
            target: "failed",
            actions: /* @__PURE__ */ assign(({ context, event }) => refusedLeadFeedback(event.output, context.texts))
          },
          { guard: "isSpam", target: "succeeded" },
          { target: "remembering" }
        ],
        onError: {
          target: "failed",
          actions: /* @__PURE__ */ assign(({ context, event }) => rejectedLeadFeedback(event.error, context.texts))
        }
      },
      after: { requestTimeout: { target: "failed", actions: /* @__PURE__ */ assign(({ context }) => timedOutFeedback(context.texts)) } }
    },
    remembering: {
      invoke: {
        id: "rememberDetails",
        src: "rememberDetails",
        input: ({ context }) => storedUserDetailsFromLeadForm(context.values),
        onDone: "succeeded",
        onError: "succeeded"
      },
      // The lead is in: storage that stalls must not keep the shopper from the success page.
      after: { requestTimeout: "succeeded" }
    },
    succeeded: { type: "final" }
  }
})
