import * as Schema from "effect/Schema"
import type { Texts } from "../tenant/texts.ts"
import { Maybe } from "../shared/maybe.ts"

/**
 * The platform's answer to a lead submit: a lead_id on success, else an error message
 * (section 7 of document 001). Other fields are not shown in the specification and are ignored.
 *
 * @example
 * import { LeadSubmitResponse } from "@dealer/core/forms"
 * import { decodeOrThrow } from "@dealer/core/shared"
 *
 * const json = { lead_id: 42 }
 * decodeOrThrow(LeadSubmitResponse, json, "lead submit response").lead_id // => 42
 */
export const LeadSubmitResponse = /* @__PURE__ */ Schema.Struct({
  lead_id: /* @__PURE__ */ Maybe(Schema.Finite),
  error: /* @__PURE__ */ Maybe(Schema.String),
  /** The location the platform routed the lead to (not in the specification; the success page names it). */
  location_id: /* @__PURE__ */ Maybe(Schema.Finite)
})
export type LeadSubmitResponse = typeof LeadSubmitResponse.Type

/** How a lead submission ended: a success with its lead id, or a failure with the message to show. */
export type LeadSubmitOutcome =
  { readonly kind: "success"; readonly leadId: number } | { readonly kind: "failure"; readonly message: string }

/**
 * What a lead submit's answer means (sections 4 and 8 of document 001): a lead_id loads the
 * success page; otherwise the returned error shows, or 'An unexpected error occured'.
 *
 * @example
 * import { leadSubmitOutcome } from "@dealer/core/forms"
 * import { defaultTexts } from "@dealer/core/tenant"
 *
 * leadSubmitOutcome({ error: null }, defaultTexts) // => { kind: "failure", message: "An unexpected error occured" }
 */
export function leadSubmitOutcome(
  response: LeadSubmitResponse,
  texts: Pick<Texts, "formsLeadUnexpectedError">
): LeadSubmitOutcome {
  if (typeof response.lead_id === "number") return { kind: "success", leadId: response.lead_id }
  const message = response.error?.trim()
  return { kind: "failure", message: message || texts.formsLeadUnexpectedError }
}

/** What the visitor sees when sending a form failed outright. */
export interface FormSubmitFailure {
  /** The browser alert: always 'An error occurred when submitting this form'. */
  readonly alert: string
  /** The message stored on the form: the error's own message, else the alert text. */
  readonly formError: string
}

/**
 * The failure of a form submit that threw (section 8 of document 001): an alert with the fixed
 * text, and the error's message (or that same text) stored on the form.
 *
 * @example
 * import { formSubmitFailure } from "@dealer/core/forms"
 * import { defaultTexts } from "@dealer/core/tenant"
 *
 * formSubmitFailure(new Error("Network down"), defaultTexts)
 * // => { alert: "An error occurred when submitting this form", formError: "Network down" }
 */
export function formSubmitFailure(error: unknown, texts: Pick<Texts, "formsSubmitFailed">): FormSubmitFailure {
  const own = error instanceof Error ? error.message : typeof error === "string" ? error : ""
  return { alert: texts.formsSubmitFailed, formError: own.trim() || texts.formsSubmitFailed }
}
