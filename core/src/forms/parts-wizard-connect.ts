import type { SnapshotFrom } from "xstate"
import { formFeedbackView, type FormFeedbackView } from "./form-feedback-view.ts"
import { LEAD_SUCCESS_PATH, type FieldChange } from "./form-flow.ts"
import { PARTS_STEPS, partsStepTitle, type PartsField, type PartsForm, type PartsStep } from "./parts-form.ts"
import type { partsWizardMachine, PartsWizardEvent } from "./parts-wizard-machine.ts"

/** One step in the wizard's step list. */
export interface PartsWizardStepView {
  readonly step: PartsStep
  readonly title: string
  readonly current: boolean
  readonly complete: boolean
}

/** What the 'Order Parts Online' wizard renders, and its commands. */
export interface PartsWizardApi extends FormFeedbackView<PartsField> {
  /** 'Order Parts Online'. */
  readonly title: string
  readonly values: PartsForm
  readonly step: PartsStep
  /** Contact Details, Vehicle Details or Order Details. */
  readonly stepTitle: string
  /** 1-based position of the step, and how many there are. */
  readonly stepNumber: number
  readonly stepCount: number
  /** Every step with its title, for a step list. */
  readonly steps: ReadonlyArray<PartsWizardStepView>
  readonly isFirstStep: boolean
  readonly isLastStep: boolean
  readonly submitting: boolean
  /** `/success` once the order is complete, else null. */
  readonly redirectTo: string | null
  readonly change: <K extends keyof PartsForm>(field: K, value: PartsForm[K]) => void
  /** Validates and sends the step; the wizard moves on when the platform takes it. */
  readonly submit: () => void
  readonly back: () => void
}

/**
 * The parts wizard view model.
 *
 * @example
 * import { connectPartsWizard, partsInitialValues, partsWizardMachine } from "@dealer/core/forms"
 * import { exampleLeadPage, exampleTenant } from "@dealer/core/testing"
 * import { createActor } from "xstate"
 *
 * const tenant = exampleTenant()
 * const now = new Date("2026-03-02T10:00:00+10:00")
 * const input = { values: partsInitialValues(null), page: exampleLeadPage(), settings: tenant.forms, locationShown: false, now, texts: tenant.texts }
 * const actor = createActor(partsWizardMachine, { input }).start()
 *
 * const wizard = connectPartsWizard(actor.getSnapshot(), actor.send)
 * wizard.stepTitle // => "Contact Details"
 * wizard.stepCount // => 3
 */
export function connectPartsWizard(
  snapshot: SnapshotFrom<typeof partsWizardMachine>,
  send: (event: PartsWizardEvent) => void
): PartsWizardApi {
  const { context } = snapshot
  const index = PARTS_STEPS.indexOf(context.step)
  return {
    ...formFeedbackView(context, () => send({ type: "DISMISS_ALERT" })),
    title: context.texts.partsWizardTitle,
    values: context.values,
    step: context.step,
    stepTitle: partsStepTitle(context.step, context.texts),
    stepNumber: index + 1,
    stepCount: PARTS_STEPS.length,
    steps: PARTS_STEPS.map((step, position) => ({
      step,
      title: partsStepTitle(step, context.texts),
      current: position === index,
      complete: position < index
    })),
    isFirstStep: index === 0,
    isLastStep: index === PARTS_STEPS.length - 1,
    submitting: snapshot.matches("submitting") || snapshot.matches("recording"),
    redirectTo: snapshot.matches("succeeded") ? LEAD_SUCCESS_PATH : null,
    change: (field, value) => send({ type: "CHANGE", field, value } as FieldChange<PartsForm>),
    submit: () => send({ type: "SUBMIT" }),
    back: () => send({ type: "BACK" })
  }
}
