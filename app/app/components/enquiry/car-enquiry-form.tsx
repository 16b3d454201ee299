import type { EnquiryFormApi, TestDriveBookingApi, VehicleEnquiryForm } from "@dealer/core/forms"
import type { EnquiryFormSetup } from "@dealer/core/forms"
import { EnquiryFormPanel } from "./enquiry-form-panel.tsx"
import { TestDrivePanel } from "./test-drive-panel.tsx"

/** One of a vehicle page's forms, as its page data describes it. */
export interface CarEnquiryFormProps {
  readonly kind: VehicleEnquiryForm
  readonly action: string
  readonly setup: EnquiryFormSetup
  readonly testDriveLocation: number | null
  readonly served?: Partial<EnquiryFormApi> | Partial<TestDriveBookingApi> | null
}

/** The form of a vehicle page's dialog or no-script section: the test drive booking or an enquiry. */
export function CarEnquiryForm({ kind, action, setup, testDriveLocation, served }: CarEnquiryFormProps) {
  if (kind === "test-drive") {
    return (
      <TestDrivePanel
        setup={setup}
        action={action}
        served={(served as Partial<TestDriveBookingApi> | null | undefined) ?? null}
        location={testDriveLocation ?? ""}
      />
    )
  }
  return (
    <EnquiryFormPanel setup={setup} action={action} served={(served as Partial<EnquiryFormApi> | null | undefined) ?? null} />
  )
}
