import { fromPromise } from "xstate"
import type { AnalyticsEvent } from "../analytics/analytics-event.ts"
import type { EnquiredCar } from "../storage/enquired-car.ts"
import type { Texts } from "../tenant/texts.ts"
import type { FormValidation } from "./form-validation.ts"
import { formSubmitFailure, leadSubmitOutcome, type LeadSubmitResponse } from "./submission-outcome.ts"

/** Where a shopper goes once a lead is in (section 2 of document 001). */
export const LEAD_SUCCESS_PATH = "/success"

/** How long a form waits for any call before it gives up and lets the shopper try again. */
export const FORM_REQUEST_TIMEOUT_MS = 15_000

/** The texts every form flow needs to report a failed or stalled call. */
export type FormFlowTexts = Pick<Texts, "formsSubmitFailed" | "formsLeadUnexpectedError" | "formsRequestTimedOut">

/**
 * What a form shows about its last submit: the validation errors, the form error stored on it, and
 * a browser alert still to show (section 8 of document 001).
 */
export interface FormFeedback<F extends string> {
  readonly validation: FormValidation<F> | null
  readonly formError: string | null
  readonly alert: string | null
}

/** A form with nothing to report. */
export const noFormFeedback: FormFeedback<never> = { validation: null, formError: null, alert: null }

/** One field's new value; the union keeps each field's value type. */
export type FieldChange<V> = {
  [K in keyof V]-?: { readonly type: "CHANGE"; readonly field: K; readonly value: V[K] }
}[keyof V]

/**
 * A form's values with one field changed.
 *
 * @example
 * import { withFieldChange } from "@dealer/core/forms"
 *
 * withFieldChange({ name: "", email: "" }, { type: "CHANGE", field: "name", value: "Jo" }) // => { name: "Jo", email: "" }
 */
export function withFieldChange<V extends object>(values: V, change: FieldChange<V>): V {
  return { ...values, [change.field]: change.value }
}

/**
 * The feedback of a submit that threw: the fixed alert and the error's message on the form.
 *
 * @example
 * import { rejectedSubmitFeedback } from "@dealer/core/forms"
 * import { defaultTexts } from "@dealer/core/tenant"
 *
 * rejectedSubmitFeedback(new Error("Network down"), defaultTexts)
 * // => { validation: null, alert: "An error occurred when submitting this form", formError: "Network down" }
 */
export function rejectedSubmitFeedback(error: unknown, texts: FormFlowTexts): FormFeedback<never> {
  return { validation: null, ...formSubmitFailure(error, texts) }
}

/**
 * The feedback of a lead submit that threw (sections 4 and 8 of document 001): the fixed alert,
 * and on the form the error the platform returned, else 'An unexpected error occured'. The
 * adapter rejects with an empty message when the answer carried none (an empty 500, a proxy's
 * page, a dropped connection), so no status line or network detail reaches the shopper.
 *
 * @example
 * import { rejectedLeadFeedback } from "@dealer/core/forms"
 * import { defaultTexts } from "@dealer/core/tenant"
 *
 * rejectedLeadFeedback(new Error(""), defaultTexts)
 * // => { validation: null, alert: "An error occurred when submitting this form", formError: "An unexpected error occured" }
 */
export function rejectedLeadFeedback(error: unknown, texts: FormFlowTexts): FormFeedback<never> {
  const own = error instanceof Error ? error.message : typeof error === "string" ? error : ""
  return { validation: null, alert: texts.formsSubmitFailed, formError: own.trim() || texts.formsLeadUnexpectedError }
}

/**
 * The feedback of a call that never answered: treated as a failed submit whose message says so.
 *
 * @example
 * import { timedOutFeedback } from "@dealer/core/forms"
 * import { defaultTexts } from "@dealer/core/tenant"
 *
 * timedOutFeedback(defaultTexts).formError // => "The request took too long. Please try again."
 */
export function timedOutFeedback(texts: FormFlowTexts): FormFeedback<never> {
  return rejectedSubmitFeedback(texts.formsRequestTimedOut, texts)
}

/**
 * The feedback of a lead the platform answered without a lead_id: the returned error, or
 * 'An unexpected error occured', on the form and no alert (sections 4 and 8 of document 001).
 *
 * @example
 * import { refusedLeadFeedback } from "@dealer/core/forms"
 * import { defaultTexts } from "@dealer/core/tenant"
 *
 * refusedLeadFeedback({ error: null }, defaultTexts) // => { validation: null, formError: "An unexpected error occured", alert: null }
 */
export function refusedLeadFeedback(response: LeadSubmitResponse, texts: FormFlowTexts): FormFeedback<never> {
  const outcome = leadSubmitOutcome(response, texts)
  return { validation: null, formError: outcome.kind === "failure" ? outcome.message : null, alert: null }
}

/**
 * Whether the platform took the lead (it answered with a lead_id).
 *
 * @example
 * import { isLeadAccepted } from "@dealer/core/forms"
 * import { defaultTexts } from "@dealer/core/tenant"
 *
 * isLeadAccepted({ lead_id: 812 }, defaultTexts) // => true
 */
export function isLeadAccepted(response: LeadSubmitResponse, texts: FormFlowTexts): boolean {
  return leadSubmitOutcome(response, texts).kind === "success"
}

/** The analytics record of a lead: its category and, when the specification numbers it, its event. */
export interface LeadTrackingEvent {
  readonly category: string
  readonly event: AnalyticsEvent | null
}

/** What is kept locally after a lead: the enquired car (`EnquireCar`) and the success category. */
export interface LeadSuccessRecord {
  readonly car: EnquiredCar | null
  readonly successCategory: string
}

/**
 * The default of an injected call: it fails, naming the service the caller must provide.
 */
export function notProvided<Output, Input>(name: string) {
  return fromPromise<Output, Input>(() => Promise.reject(new Error(`${name} is not provided`)))
}
