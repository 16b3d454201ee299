import type { EnquiryFormSetup, VehicleEnquiryForm, VehicleFormFlow } from "@dealer/core/forms"

/** One enquiry form of a vehicle page: where it posts and how it starts. */
export interface CarEnquiryFormData {
  readonly kind: VehicleEnquiryForm
  /** The statechart it runs on this tenant (Enquire Now may be the short lead form). */
  readonly flow: VehicleFormFlow
  readonly action: string
  readonly setup: EnquiryFormSetup
  /** The form's opening view (values, layout, times), for the page without JavaScript. */
  readonly view: object
}

/** The vehicle page's enquiry forms, and what its test drive form needs. */
export interface CarEnquiryData {
  readonly carName: string
  readonly forms: ReadonlyArray<CarEnquiryFormData>
  /** The location whose test drive times are offered: the car's, else the tenant's first. */
  readonly testDriveLocation: number | null
}
