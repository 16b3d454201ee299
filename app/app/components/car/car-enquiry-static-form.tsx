import type { EnquiryFormApi, LeadFormApi, TestDriveBookingApi } from "@dealer/core/forms"
import { EnquiryFormView, LeadFormView, TestDriveBookingView, useTenant } from "@dealer/react"
import type { CarEnquiryFormData } from "../enquiry/car-enquiry-types.ts"
import { staticFlow } from "../enquiry/static-flow.ts"
import { FormToken } from "../form-token.tsx"

export interface CarEnquiryStaticFormProps {
  readonly form: CarEnquiryFormData
  readonly testDriveLocation: number | null
}

/**
 * One vehicle page form as the server renders it for a browser without JavaScript, by the flow it
 * runs on this tenant: a plain form posting to the form's own page, from the server's view of it.
 */
export function CarEnquiryStaticForm({ form, testDriveLocation }: CarEnquiryStaticFormProps) {
  const { texts } = useTenant()
  switch (form.flow) {
    case "test-drive":
      return (
        <TestDriveBookingView booking={staticFlow<TestDriveBookingApi>(form.view)} action={form.action} location={testDriveLocation ?? ""}>
          <button type="submit" name="intent" value="times" className="button button--secondary" formNoValidate>
            {texts.testDriveShowTimesButton}
          </button>
        </TestDriveBookingView>
      )
    case "lead":
      return (
        <LeadFormView form={staticFlow<LeadFormApi>(form.view)} action={form.action}>
          <FormToken />
        </LeadFormView>
      )
    case "enquiry":
      return (
        <EnquiryFormView form={staticFlow<EnquiryFormApi>(form.view)} action={form.action}>
          <FormToken />
        </EnquiryFormView>
      )
  }
}
