import { PARTS_STEP_FIELDS, POSTED_BACK_INTENT, type PartsForm, type PartsWizardApi } from "@dealer/core/forms"
import type { Texts } from "@dealer/core/tenant"
import { useId, type FormEvent, type MouseEvent, type ReactNode } from "react"
import { useTenant } from "../tenant/tenant-provider.tsx"
import { ErrorSummary } from "./error-summary.tsx"
import { FormField } from "./form-field.tsx"
import { SubmitButton } from "./submit-button.tsx"

type PartsInput = (typeof PARTS_STEP_FIELDS)[keyof typeof PARTS_STEP_FIELDS][number]

const labelOf = (field: PartsInput, texts: Texts): string =>
  ({
    name: texts.formsNameLabel,
    email: texts.formsEmailLabel,
    phone: texts.formsPhoneLabel,
    "Vehicle Make": texts.partsVehicleMakeLabel,
    "Vehicle Model": texts.partsVehicleModelLabel,
    "Vehicle Year": texts.partsVehicleYearLabel,
    Rego: texts.formsRegoLabel,
    VIN: texts.partsVinLabel,
    "Part#": texts.partsPartNumberLabel,
    "Order Detail": texts.partsOrderDetailLabel
  })[field]

const autoCompleteOf: Partial<Record<PartsInput, string>> = { name: "name", email: "email", phone: "tel" }

/** One input of the step: uncontrolled, so a step the server rendered posts what was typed. */
function Field({ field, wizard }: { readonly field: PartsInput; readonly wizard: PartsWizardApi }) {
  const { texts } = useTenant()
  const value = (wizard.values as PartsForm)[field] ?? ""
  return (
    <FormField name={field} label={labelOf(field, texts)} error={wizard.fieldErrors[field]}>
      {(control) =>
        field === "Order Detail" ? (
          <textarea {...control} defaultValue={value} onChange={(event) => wizard.change(field, event.target.value)} />
        ) : (
          <input
            {...control}
            type={field === "email" ? "email" : field === "phone" ? "tel" : "text"}
            inputMode={field === "Vehicle Year" ? "numeric" : undefined}
            autoComplete={autoCompleteOf[field]}
            defaultValue={value}
            onChange={(event) => wizard.change(field, event.target.value)}
          />
        )
      }
    </FormField>
  )
}

export interface PartsWizardViewProps {
  readonly wizard: PartsWizardApi
  /** Where each step posts without JavaScript (the page's action); with it, the flow submits. */
  readonly action?: string
  /** Extra inputs each step posts (where the order stands, as hidden fields). */
  readonly children?: ReactNode
  /**
   * False for a step the server rendered from a post: its commands do nothing, so the form posts
   * to `action` even with JavaScript (Back as `intent=back`). True (the default) lets the flow take it.
   */
  readonly live?: boolean
}

/**
 * The 'Order Parts Online' wizard over its view model: the step list, the current step's inputs,
 * Back, and Next or Order Parts on the last step. With `action` each step is a plain post that
 * also works without JavaScript.
 *
 * @example
 * <PartsWizardView wizard={usePartsWizard({ page, locationShown: false, stored: null }, services)} />
 * <PartsWizardView wizard={wizard} action="/vehicle-parts-and-accessories"><input type="hidden" name="progress" value={progress} /></PartsWizardView>
 */
export function PartsWizardView({ wizard, action, children, live = true }: PartsWizardViewProps) {
  const { texts } = useTenant()
  const titleId = useId()
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    wizard.submit()
  }
  const onBack = (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault()
    wizard.back()
  }
  return (
    <section className="parts-wizard" aria-labelledby={titleId}>
      <h2 id={titleId}>{wizard.title}</h2>
      <ol className="wizard-steps">
        {wizard.steps.map((step) => (
          <li key={step.step} aria-current={step.current ? "step" : undefined}>
            {step.title}
          </li>
        ))}
      </ol>
      <form
        key={wizard.step}
        {...(action === undefined ? {} : { method: "post", action })}
        noValidate
        aria-label={wizard.stepTitle}
        onSubmit={live ? onSubmit : undefined}
      >
        {children}
        <h3>{wizard.stepTitle}</h3>
        <ErrorSummary summary={wizard.errorSummary} formError={wizard.formError} />
        {PARTS_STEP_FIELDS[wizard.step].map((field) => (
          <Field key={field} field={field} wizard={wizard} />
        ))}
        <div className="lead-wizard__actions">
          {/* Next first: Enter in a field goes forward, as the default button. */}
          <SubmitButton submitting={wizard.submitting} submittingLabel={texts.formsSubmittingLabel}>
            {wizard.isLastStep ? texts.partsOrderSubmitButton : texts.formsNextButton}
          </SubmitButton>
          {wizard.isFirstStep ? null : (
            <button
              type="submit"
              name="intent"
              value={POSTED_BACK_INTENT}
              formNoValidate
              className="button button--secondary"
              disabled={wizard.submitting}
              onClick={live ? onBack : undefined}
            >
              {texts.formsBackButton}
            </button>
          )}
        </div>
      </form>
    </section>
  )
}
