import type { SnapshotFrom } from "xstate"
import type { Texts } from "../tenant/texts.ts"
import { formFeedbackView, type FormFeedbackView } from "./form-feedback-view.ts"
import { LEAD_SUCCESS_PATH, type FieldChange } from "./form-flow.ts"
import type { LeadForm, LeadFormField } from "./lead-form.ts"
import type { leadFormMachine, LeadFormEvent } from "./lead-form-machine.ts"
import type { SelectChoice } from "./select-choice.ts"

/** What a lead form renders, and its commands. */
export interface LeadFormApi extends FormFeedbackView<LeadFormField> {
  readonly values: LeadForm
  /** The do-you-have-a-trade-in select's options: Yes and No, in the tenant's words. */
  readonly tradeInChoices: ReadonlyArray<SelectChoice>
  /** The submit button is disabled and shows a spinner. */
  readonly submitting: boolean
  /** Where the caller navigates once the lead is in (`/success`), else null. */
  readonly redirectTo: string | null
  readonly change: <K extends keyof LeadForm>(field: K, value: LeadForm[K]) => void
  readonly submit: () => void
}

/**
 * The trade-in question's options; the value sent is the schema's Yes or No, whatever the label.
 *
 * @example
 * import { tradeInChoices } from "@dealer/core/forms"
 * import { defaultTexts } from "@dealer/core/tenant"
 *
 * tradeInChoices(defaultTexts) // => [{ value: "Yes", label: "Yes" }, { value: "No", label: "No" }]
 */
export function tradeInChoices(texts: Pick<Texts, "leadFormTradeInYes" | "leadFormTradeInNo">): ReadonlyArray<SelectChoice> {
  return [
    { value: "Yes", label: texts.leadFormTradeInYes },
    { value: "No", label: texts.leadFormTradeInNo }
  ]
}

/**
 * The lead form view model: values, errors, the trade-in options, the submitting flag and the
 * success redirect.
 *
 * @example
 * import { connectLeadForm, leadFormInput, leadFormMachine } from "@dealer/core/forms"
 * import { defaultTexts } from "@dealer/core/tenant"
 * import { exampleLeadPage } from "@dealer/core/testing"
 * import { createActor } from "xstate"
 *
 * const input = leadFormInput({ page: exampleLeadPage(), stored: null, vehicle: null }, defaultTexts)
 * const actor = createActor(leadFormMachine, { input }).start()
 *
 * connectLeadForm(actor.getSnapshot(), actor.send).change("postcode", "4305")
 * connectLeadForm(actor.getSnapshot(), actor.send).submit()
 * actor.getSnapshot().value // => "invalid"
 */
export function connectLeadForm(
  snapshot: SnapshotFrom<typeof leadFormMachine>,
  send: (event: LeadFormEvent) => void
): LeadFormApi {
  const { context } = snapshot
  return {
    ...formFeedbackView(context, () => send({ type: "DISMISS_ALERT" })),
    values: context.values,
    tradeInChoices: tradeInChoices(context.texts),
    submitting: snapshot.matches("submitting") || snapshot.matches("remembering"),
    redirectTo: snapshot.matches("succeeded") ? LEAD_SUCCESS_PATH : null,
    change: (field, value) => send({ type: "CHANGE", field, value } as FieldChange<LeadForm>),
    submit: () => send({ type: "SUBMIT" })
  }
}
