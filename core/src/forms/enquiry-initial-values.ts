import { GENERAL_ENQUIRY_CATEGORY } from "./enquiry-category.ts"
import type { EnquiryForm } from "./enquiry-form.ts"
import type { EnquiryFormLayout } from "./enquiry-form-layout.ts"
import { enquiryPrefill, type StoredUserDetails } from "./stored-user-details.ts"

/**
 * The values an enquiry form opens with (section 5 of document 001): the category select on
 * General Enquiry, opt-in ticked, terms not yet agreed, contact fields from stored details.
 *
 * @example
 * import { enquiryInitialValues } from "@dealer/core/forms"
 *
 * enquiryInitialValues({ categoryShown: true }, null)
 * // => { name: "", email: "", phone: "", message: "", category: "General Enquiry", opt_in: true, terms_conditions: false }
 */
export function enquiryInitialValues(
  layout: Pick<EnquiryFormLayout, "categoryShown">,
  stored: StoredUserDetails | null
): EnquiryForm {
  return {
    ...(stored === null ? { name: "", email: "", phone: "" } : enquiryPrefill(stored)),
    message: "",
    ...(layout.categoryShown ? { category: GENERAL_ENQUIRY_CATEGORY } : {}),
    opt_in: true,
    terms_conditions: false
  }
}
