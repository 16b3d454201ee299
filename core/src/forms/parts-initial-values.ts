import type { PartsForm } from "./parts-form.ts"
import { enquiryPrefill, type StoredUserDetails } from "./stored-user-details.ts"

/**
 * The values the parts wizard opens with: contact fields from stored details, the rest empty.
 *
 * @example
 * import { partsInitialValues } from "@dealer/core/forms"
 *
 * partsInitialValues({ name: "Jo", last_name: "Citizen", email: "jo@example.com" })
 * // { name: "Jo Citizen", email: "jo@example.com", phone: "", "Vehicle Make": "", ..., "Order Detail": "" }
 */
export function partsInitialValues(stored: StoredUserDetails | null): PartsForm {
  return {
    ...(stored === null ? { name: "", email: "", phone: "" } : enquiryPrefill(stored)),
    "Vehicle Make": "",
    "Vehicle Model": "",
    "Vehicle Year": "",
    Rego: "",
    VIN: "",
    "Part#": "",
    "Order Detail": ""
  }
}
