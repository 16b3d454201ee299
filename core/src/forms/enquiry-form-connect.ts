import type { SnapshotFrom } from "xstate"
import type { EnquiryField, EnquiryForm } from "./enquiry-form.ts"
import type { EnquiryFormLayout } from "./enquiry-form-layout.ts"
import type { enquiryFormMachine, EnquiryFormEvent } from "./enquiry-form-machine.ts"
import { formFeedbackView, type FormFeedbackView } from "./form-feedback-view.ts"
import { LEAD_SUCCESS_PATH, type FieldChange } from "./form-flow.ts"

/** What an enquiry form renders, and its commands. */
export interface EnquiryFormApi extends FormFeedbackView<EnquiryField> {
  readonly values: EnquiryForm
  /** Which optional inputs show and which are required. */
  readonly layout: EnquiryFormLayout
  /** The submit button is disabled and shows a spinner. */
  readonly submitting: boolean
  /** Where the caller navigates once the lead is in (`/success`), else null. */
  readonly redirectTo: string | null
  readonly change: <K extends keyof EnquiryForm>(field: K, value: EnquiryForm[K]) => void
  readonly submit: () => void
}

/**
 * The enquiry form view model: values, layout, errors, the submitting flag and the success redirect.
 *
 * @example
 * import { connectEnquiryForm, contactFormSetup, enquiryFormInput, enquiryFormMachine } from "@dealer/core/forms"
 * import { exampleLeadPage, exampleTenant } from "@dealer/core/testing"
 * import { createActor } from "xstate"
 *
 * const tenant = exampleTenant()
 * const setup = contactFormSetup({ page: exampleLeadPage(), stored: null, dealershipCount: 1, locationShown: false })
 * const actor = createActor(enquiryFormMachine, { input: enquiryFormInput(setup, tenant.forms, tenant.texts) }).start()
 *
 * connectEnquiryForm(actor.getSnapshot(), actor.send).change("name", "Jo")
 * connectEnquiryForm(actor.getSnapshot(), actor.send).submit()
 * // The other required fields are empty, so the form shows its errors instead of sending.
 * actor.getSnapshot().value // => "invalid"
 */
export function connectEnquiryForm(
  snapshot: SnapshotFrom<typeof enquiryFormMachine>,
  send: (event: EnquiryFormEvent) => void
): EnquiryFormApi {
  const { context } = snapshot
  return {
    ...formFeedbackView(context, () => send({ type: "DISMISS_ALERT" })),
    values: context.values,
    layout: context.layout,
    submitting: snapshot.matches("submitting"),
    redirectTo: snapshot.matches("succeeded") ? LEAD_SUCCESS_PATH : null,
    change: (field, value) => send({ type: "CHANGE", field, value } as FieldChange<EnquiryForm>),
    submit: () => send({ type: "SUBMIT" })
  }
}
