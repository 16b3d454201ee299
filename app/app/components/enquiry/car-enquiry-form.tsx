import type { EnquiryFormApi, LeadFormApi, TestDriveBookingApi, VehicleEnquiryForm, VehicleFormFlow } from "@dealer/core/forms"
import type { EnquiryFormSetup } from "@dealer/core/forms"
import { EnquiryFormPanel } from "./enquiry-form-panel.tsx"
import { LeadFormPanel } from "./lead-form-panel.tsx"
import { TestDrivePanel } from "./test-drive-panel.tsx"

/** One of a vehicle page's forms, as its page data describes it. */
export interface CarEnquiryFormProps {
  readonly kind: VehicleEnquiryForm
  /** The statechart the form runs on this tenant (core's `vehicleFormFlow`). */
  readonly flow: VehicleFormFlow
  readonly action: string
  readonly setup: EnquiryFormSetup
  readonly testDriveLocation: number | null
  readonly served?: Partial<EnquiryFormApi> | Partial<TestDriveBookingApi> | Partial<LeadFormApi> | null
}

/** The form of a vehicle page's dialog or no-script section: the test drive booking, the lead form or an enquiry. */
export function CarEnquiryForm({ flow, action, setup, testDriveLocation, served }: CarEnquiryFormProps) {
  switch (flow) {
    case "test-drive":
      return (
        <TestDrivePanel
          setup={setup}
          action={action}
          served={(served as Partial<TestDriveBookingApi> | null | undefined) ?? null}
          location={testDriveLocation ?? ""}
        />
      )
    case "lead":
      return <LeadFormPanel setup={setup} action={action} served={(served as Partial<LeadFormApi> | null | undefined) ?? null} />
    case "enquiry":
      return (
        <EnquiryFormPanel setup={setup} action={action} served={(served as Partial<EnquiryFormApi> | null | undefined) ?? null} />
      )
  }
}
