import { PARTS_STEP_FIELDS, type PartsForm, type PartsWizardApi, type Texts } from "@dealer/core"
import { ErrorSummary, FormField, SubmitButton, useTenant } from "@dealer/react"
import { useId, type FormEvent } from "react"

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

/** The value of the Back button: a post without JavaScript names the button it was sent with. */
export const PARTS_BACK_COMMAND = "back"

function Field(props: {
  readonly field: PartsInput
  readonly wizard: PartsWizardApi
  readonly texts: Texts
}) {
  const { field, wizard } = props
  const value = (wizard.values as PartsForm)[field] ?? ""
  return (
    <FormField name={field} label={labelOf(field, props.texts)} error={wizard.fieldErrors[field]}>
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

/**
 * The 'Order Parts Online' wizard over its view model: the step list, the current step's inputs,
 * Back, and Next (Order Parts on the last step). Each step is a plain POST to the page that the
 * statechart takes over when it runs in the browser.
 *
 * @example
 * <PartsOrderForm wizard={wizard} progress={JSON.stringify(progress)} live />
 */
export function PartsOrderForm(props: { readonly wizard: PartsWizardApi; readonly progress: string; readonly live: boolean }) {
  const { wizard, live } = props
  const { texts } = useTenant()
  const titleId = useId()
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const submitter = (event.nativeEvent as SubmitEvent).submitter
    if (submitter instanceof HTMLButtonElement && submitter.value === PARTS_BACK_COMMAND) wizard.back()
    else wizard.submit()
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
      <form key={wizard.step} method="post" noValidate aria-label={wizard.stepTitle} onSubmit={live ? onSubmit : undefined}>
        <input type="hidden" name="progress" value={props.progress} />
        <h3>{wizard.stepTitle}</h3>
        <ErrorSummary summary={wizard.errorSummary} formError={wizard.formError} />
        {PARTS_STEP_FIELDS[wizard.step].map((field) => (
          <Field key={field} field={field} wizard={wizard} texts={texts} />
        ))}
        <div className="lead-wizard__actions">
          {wizard.isFirstStep ? null : (
            <button
              type="submit"
              name="command"
              value={PARTS_BACK_COMMAND}
              formNoValidate
              className="button button--secondary"
              disabled={wizard.submitting}
            >
              {texts.formsBackButton}
            </button>
          )}
          <SubmitButton submitting={wizard.submitting} submittingLabel={texts.formsSubmittingLabel}>
            {wizard.isLastStep ? texts.partsOrderSubmitButton : texts.formsNextButton}
          </SubmitButton>
        </div>
      </form>
    </section>
  )
}
