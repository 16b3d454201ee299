import type { FormsSettings } from "./settings.ts"
import type { VehicleEnquiryForm } from "./vehicle-enquiry-forms.ts"

/** The statechart a vehicle page's form runs: the enquiry form, the short lead form, or the test drive booking. */
export type VehicleFormFlow = "enquiry" | "lead" | "test-drive"

/**
 * Which flow a vehicle page's form runs on this tenant. Only Enquire Now is the dealer's choice
 * (`forms.enquire_now_form`): Request Photos and Find Me Something Similar carry a prefilled
 * Comments line the lead form has no field for, so they stay enquiry forms.
 *
 * @example
 * import { vehicleFormFlow } from "@dealer/core/forms"
 *
 * vehicleFormFlow("enquire", { enquire_now_form: "lead" }) // => "lead"
 * vehicleFormFlow("request-photos", { enquire_now_form: "lead" }) // => "enquiry"
 */
export function vehicleFormFlow(
  form: VehicleEnquiryForm,
  settings: Pick<FormsSettings, "enquire_now_form">
): VehicleFormFlow {
  if (form === "test-drive") return "test-drive"
  return form === "enquire" && settings.enquire_now_form === "lead" ? "lead" : "enquiry"
}
