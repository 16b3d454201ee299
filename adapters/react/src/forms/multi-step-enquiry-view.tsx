import type { ReactNode } from "react"
import { POSTED_BACK_INTENT, type EnquiryForm, type MultiStepEnquiryApi } from "@dealer/core/forms"
import { useTenant } from "../tenant/tenant-provider.tsx"
import { EnquiryFields, type SelectOption } from "./enquiry-fields.tsx"
import { ErrorSummary } from "./error-summary.tsx"
import { SubmitButton } from "./submit-button.tsx"

/**
 * A multi-step enquiry over its view model: the step's title and inputs (the opt-in beside the
 * final submit), Next or Submit, and Back from the second step on (posting `intent=back` to
 * `action` without JavaScript).
 *
 * @example
 * <MultiStepEnquiryView form={useMultiStepEnquiry({ ...setup, steps, car }, services)} />
 */
export function MultiStepEnquiryView({
  form,
  categories,
  locations,
  dealerships,
  action,
  children
}: {
  readonly form: MultiStepEnquiryApi
  readonly categories?: ReadonlyArray<SelectOption>
  readonly locations?: ReadonlyArray<SelectOption>
  readonly dealerships?: ReadonlyArray<SelectOption>
  /** Where the form posts without JavaScript (the page's action); with it, the flow submits. */
  readonly action?: string
  /** Extra inputs the page posts with the form (hidden fields, a no-script button). */
  readonly children?: ReactNode
}) {
  const { texts } = useTenant()
  const only: ReadonlyArray<keyof EnquiryForm> = form.step.isLast ? [...form.step.fields, "opt_in"] : form.step.fields
  return (
    <form
      noValidate
      className="enquiry-form"
      {...(action === undefined ? {} : { method: "post", action })}
      aria-label={form.step.title}
      onSubmit={(event) => {
        event.preventDefault()
        form.submit()
      }}
    >
      <h3>{form.step.title}</h3>
      <ErrorSummary summary={form.errorSummary} formError={form.formError} />
      <EnquiryFields
        values={form.values}
        layout={form.layout}
        fieldErrors={form.fieldErrors}
        change={form.change}
        only={only}
        {...(categories ? { categories } : {})}
        {...(locations ? { locations } : {})}
        {...(dealerships ? { dealerships } : {})}
      />
      {children}
      <SubmitButton submitting={form.submitting} submittingLabel={texts.formsSubmittingLabel}>
        {form.step.isLast ? texts.formsSubmitButton : texts.formsNextButton}
      </SubmitButton>
      {form.step.isFirst ? null : (
        // A submit button so Back also posts without JavaScript; after Next, so Enter still goes forward.
        <button
          type="submit"
          name="intent"
          value={POSTED_BACK_INTENT}
          formNoValidate
          disabled={form.submitting}
          onClick={(event) => {
            event.preventDefault()
            form.back()
          }}
        >
          {texts.formsBackButton}
        </button>
      )}
    </form>
  )
}
