import type { FormsSettings } from "./settings.ts"
import { enquiryPrefill, type StoredUserDetails } from "./stored-user-details.ts"
import type { ValuationFormFields } from "./valuation.ts"

/**
 * The values the trade-in form opens with: the tenant's default rego state (qld unless set),
 * Phone as the preferred contact method, and contact fields from stored details.
 *
 * @example
 * import { valuationInitialValues } from "@dealer/core/forms"
 *
 * valuationInitialValues({ default_rego_state: "qld" }, null)
 * // => { rego: "", regoState: "qld", kms: "", PreferredContactMethod: "Phone", name: "", email: "", phone: "" }
 */
export function valuationInitialValues(
  settings: Pick<FormsSettings, "default_rego_state">,
  stored: StoredUserDetails | null
): ValuationFormFields {
  return {
    rego: "",
    regoState: settings.default_rego_state,
    kms: "",
    PreferredContactMethod: "Phone",
    ...(stored === null ? { name: "", email: "", phone: "" } : enquiryPrefill(stored))
  }
}
