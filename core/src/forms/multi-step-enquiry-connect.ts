import type { SnapshotFrom } from "xstate"
import type { EnquiryField, EnquiryForm } from "./enquiry-form.ts"
import type { EnquiryFormLayout } from "./enquiry-form-layout.ts"
import { formFeedbackView, type FormFeedbackView } from "./form-feedback-view.ts"
import { LEAD_SUCCESS_PATH, type FieldChange } from "./form-flow.ts"
import type { multiStepEnquiryMachine, MultiStepEnquiryEvent } from "./multi-step-enquiry-machine.ts"

/** Where the shopper is in a multi-step enquiry. */
export interface EnquiryStepView {
  /** 1-based, for "Step 2 of 3". */
  readonly number: number
  readonly count: number
  readonly title: string
  readonly fields: ReadonlyArray<EnquiryField>
  readonly isFirst: boolean
  /** The last step's button submits; earlier ones go to the next step. */
  readonly isLast: boolean
}

/** What a multi-step enquiry renders, and its commands. */
export interface MultiStepEnquiryApi extends FormFeedbackView<EnquiryField> {
  readonly values: EnquiryForm
  readonly layout: EnquiryFormLayout
  readonly step: EnquiryStepView
  readonly submitting: boolean
  /** `/success` once the enquiry is in and recorded, else null. */
  readonly redirectTo: string | null
  readonly change: <K extends keyof EnquiryForm>(field: K, value: EnquiryForm[K]) => void
  /** Validates the step, then goes to the next one or, on the last, submits. */
  readonly submit: () => void
  readonly back: () => void
}

/**
 * The multi-step enquiry view model.
 *
 * @example
 * import { connectMultiStepEnquiry, contactFormSetup, enquiryFormInput, enquiryPageSteps, multiStepEnquiryMachine } from "@dealer/core/forms"
 * import { exampleLeadPage, exampleTenant } from "@dealer/core/testing"
 * import { createActor } from "xstate"
 *
 * const tenant = exampleTenant()
 * const setup = contactFormSetup({ page: exampleLeadPage(), stored: null, dealershipCount: 1, locationShown: false })
 * const input = { ...enquiryFormInput(setup, tenant.forms, tenant.texts), steps: enquiryPageSteps(tenant.texts), car: null }
 * const actor = createActor(multiStepEnquiryMachine, { input }).start()
 *
 * connectMultiStepEnquiry(actor.getSnapshot(), actor.send).step.title // => "Your Details"
 * connectMultiStepEnquiry(actor.getSnapshot(), actor.send).change("name", "Jo Citizen")
 * actor.getSnapshot().context.values.name // => "Jo Citizen"
 */
export function connectMultiStepEnquiry(
  snapshot: SnapshotFrom<typeof multiStepEnquiryMachine>,
  send: (event: MultiStepEnquiryEvent) => void
): MultiStepEnquiryApi {
  const { context } = snapshot
  const current = context.steps[context.stepIndex]
  return {
    ...formFeedbackView(context, () => send({ type: "DISMISS_ALERT" })),
    values: context.values,
    layout: context.layout,
    step: {
      number: context.stepIndex + 1,
      count: context.steps.length,
      title: current?.title ?? "",
      fields: current?.fields ?? [],
      isFirst: context.stepIndex === 0,
      isLast: context.stepIndex >= context.steps.length - 1
    },
    submitting: snapshot.matches("submitting") || snapshot.matches("recording"),
    redirectTo: snapshot.matches("succeeded") ? LEAD_SUCCESS_PATH : null,
    change: (field, value) => send({ type: "CHANGE", field, value } as FieldChange<EnquiryForm>),
    submit: () => send({ type: "SUBMIT" }),
    back: () => send({ type: "BACK" })
  }
}
