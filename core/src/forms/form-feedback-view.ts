import type { FormFeedback } from "./form-flow.ts"
import type { FormErrorSummary } from "./form-validation.ts"

/** What every form view shows about its errors, and the command that clears a shown alert. */
export interface FormFeedbackView<F extends string> {
  /** The list under 'Please fix the following errors:', or null when nothing is wrong. */
  readonly errorSummary: FormErrorSummary | null
  /** Each failing field's message. */
  readonly fieldErrors: Partial<Record<F, string>>
  /** The error stored on the form after a failed submit. */
  readonly formError: string | null
  /** Text for a browser alert to show once; call `dismissAlert` after showing it. */
  readonly alert: string | null
  readonly dismissAlert: () => void
}

/**
 * The error part of a form's view model, shared by every form flow.
 *
 * @example
 * import { contactFormSetup, enquiryFormInput, enquiryFormMachine, formFeedbackView } from "@dealer/core/forms"
 * import { exampleLeadPage, exampleTenant } from "@dealer/core/testing"
 * import { createActor } from "xstate"
 *
 * const tenant = exampleTenant()
 * const setup = contactFormSetup({ page: exampleLeadPage(), stored: null, dealershipCount: 1, locationShown: false })
 * const actor = createActor(enquiryFormMachine, { input: enquiryFormInput(setup, tenant.forms, tenant.texts) }).start()
 * actor.send({ type: "CHANGE", field: "email", value: "jo@" })
 * actor.send({ type: "SUBMIT" })
 *
 * const view = formFeedbackView(actor.getSnapshot().context, () => actor.send({ type: "DISMISS_ALERT" }))
 * view.fieldErrors.email // => "Please enter a valid email address"
 */
export function formFeedbackView<F extends string>(
  feedback: FormFeedback<F>,
  dismissAlert: () => void
): FormFeedbackView<F> {
  const fieldErrors: Partial<Record<F, string>> = {}
  for (const error of feedback.validation?.fieldErrors ?? []) fieldErrors[error.field] ??= error.message
  return {
    errorSummary: feedback.validation?.summary ?? null,
    fieldErrors,
    formError: feedback.formError,
    alert: feedback.alert,
    dismissAlert
  }
}
