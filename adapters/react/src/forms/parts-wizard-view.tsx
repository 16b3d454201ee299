import type { PartsForm, PartsWizardApi } from "@dealer/core/forms"
import type { Texts } from "@dealer/core/tenant"
import { useId } from "react"
import { useTenant } from "../tenant/tenant-provider.tsx"
import { ErrorSummary } from "./error-summary.tsx"
import { TextField } from "./form-field.tsx"
import { SubmitButton } from "./submit-button.tsx"

const stepFields = {
  "contact-details": ["name", "email", "phone"],
  "vehicle-details": ["Vehicle Make", "Vehicle Model", "Vehicle Year", "Rego", "VIN", "Part#"],
  "order-details": ["Order Detail"]
} as const satisfies Record<PartsWizardApi["step"], ReadonlyArray<keyof PartsForm>>

type PartsInput = (typeof stepFields)[keyof typeof stepFields][number]

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

/**
 * The 'Order Parts Online' wizard over its view model: the step list, the current step's inputs,
 * Back, and Next or Order Parts on the last step.
 *
 * @example
 * <PartsWizardView wizard={usePartsWizard({ page, locationShown: false, stored: null }, services)} />
 */
export function PartsWizardView({ wizard }: { readonly wizard: PartsWizardApi }) {
  const { texts } = useTenant()
  const titleId = useId()
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
        noValidate
        aria-label={wizard.stepTitle}
        onSubmit={(event) => {
          event.preventDefault()
          wizard.submit()
        }}
      >
        <h3>{wizard.stepTitle}</h3>
        <ErrorSummary summary={wizard.errorSummary} formError={wizard.formError} />
        {stepFields[wizard.step].map((field) => (
          <TextField
            key={field}
            name={field}
            label={labelOf(field, texts)}
            value={wizard.values[field]}
            error={wizard.fieldErrors[field]}
            multiline={field === "Order Detail"}
            type={field === "email" ? "email" : field === "phone" ? "tel" : "text"}
            onChange={(value) => wizard.change(field, value)}
          />
        ))}
        {wizard.isFirstStep ? null : (
          <button type="button" onClick={wizard.back} disabled={wizard.submitting}>
            {texts.formsBackButton}
          </button>
        )}
        <SubmitButton submitting={wizard.submitting} submittingLabel={texts.formsSubmittingLabel}>
          {wizard.isLastStep ? texts.partsOrderSubmitButton : texts.formsNextButton}
        </SubmitButton>
      </form>
    </section>
  )
}
