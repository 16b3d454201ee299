import type { ReactNode } from "react"
import type { EnquiryFormApi } from "@dealer/core/forms"
import { useTenant } from "../tenant/tenant-provider.tsx"
import { EnquiryFields, type SelectOption } from "./enquiry-fields.tsx"
import { ErrorSummary } from "./error-summary.tsx"
import { SubmitButton } from "./submit-button.tsx"

/**
 * An enquiry form over its view model: the errors, the inputs its layout shows, and the submit
 * button. The caller shows `form.alert` (see `useBrowserAlert`) and navigates to `form.redirectTo`.
 *
 * @example
 * <EnquiryFormView form={useEnquiryForm(setup, services)} categories={categories} />
 */
export function EnquiryFormView({
  form,
  submitLabel,
  categories,
  locations,
  dealerships,
  action,
  children
}: {
  readonly form: EnquiryFormApi
  readonly submitLabel?: string
  readonly categories?: ReadonlyArray<SelectOption>
  readonly locations?: ReadonlyArray<SelectOption>
  readonly dealerships?: ReadonlyArray<SelectOption>
  /** Where the form posts without JavaScript (the page's action); with it, the flow submits. */
  readonly action?: string
  /** Extra inputs the page posts with the form (hidden fields, a no-script button). */
  readonly children?: ReactNode
}) {
  const { texts } = useTenant()
  return (
    <form
      noValidate
      className="enquiry-form"
      {...(action === undefined ? {} : { method: "post", action })}
      onSubmit={(event) => {
        event.preventDefault()
        form.submit()
      }}
    >
      <ErrorSummary summary={form.errorSummary} formError={form.formError} />
      <EnquiryFields
        values={form.values}
        layout={form.layout}
        fieldErrors={form.fieldErrors}
        change={form.change}
        {...(categories ? { categories } : {})}
        {...(locations ? { locations } : {})}
        {...(dealerships ? { dealerships } : {})}
      />
      {children}
      <SubmitButton submitting={form.submitting} submittingLabel={texts.formsSubmittingLabel}>
        {submitLabel ?? texts.formsSubmitButton}
      </SubmitButton>
    </form>
  )
}
