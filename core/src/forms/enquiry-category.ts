/** The category an enquiry gets when none is chosen, and the category select's default. */
export const GENERAL_ENQUIRY_CATEGORY = "General Enquiry"
/** The careers category the CRM does not take; it is sent as a general enquiry instead. */
export const CAREERS_ENQUIRY_CATEGORY = "Careers Enquiry"
/** The subcategory a careers enquiry is sent with. */
export const CAREER_ENQUIRY_SUBCATEGORY = "Career Enquiry"
/** The analytics event id whose forms carry the category select (section 9 of document 001). */
export const CATEGORY_SELECT_EVENT_ID = 22

/** The category and subcategory an enquiry is sent with. */
export interface EnquiryCategory {
  readonly category: string
  readonly subcategory: string | null
}

/**
 * Whether a form shows the category select: only for event 22 or a General Enquiry form
 * (section 5 of document 001).
 *
 * @example
 * import { isCategorySelectShown } from "@dealer/core/forms"
 *
 * isCategorySelectShown({ eventId: 22, formCategory: "Vehicle Enquiry" }) // => true
 * isCategorySelectShown({ eventId: 14, formCategory: "Vehicle Enquiry" }) // => false
 */
export function isCategorySelectShown(form: {
  readonly eventId: number | null
  readonly formCategory: string | null
}): boolean {
  return (
    form.eventId === CATEGORY_SELECT_EVENT_ID ||
    (form.formCategory ?? GENERAL_ENQUIRY_CATEGORY) === GENERAL_ENQUIRY_CATEGORY
  )
}

/**
 * The category an enquiry is sent with: blank becomes General Enquiry, and 'Careers Enquiry' is
 * rewritten to General Enquiry with subcategory Career Enquiry.
 *
 * @example
 * import { enquiryCategory } from "@dealer/core/forms"
 *
 * enquiryCategory("Careers Enquiry", null) // => { category: "General Enquiry", subcategory: "Career Enquiry" }
 * enquiryCategory("Service", "Logbook")    // => { category: "Service", subcategory: "Logbook" }
 */
export function enquiryCategory(
  category: string | null | undefined,
  subcategory: string | null | undefined
): EnquiryCategory {
  const chosen = category?.trim() || GENERAL_ENQUIRY_CATEGORY
  if (chosen === CAREERS_ENQUIRY_CATEGORY) {
    return { category: GENERAL_ENQUIRY_CATEGORY, subcategory: CAREER_ENQUIRY_SUBCATEGORY }
  }
  return { category: chosen, subcategory: subcategory?.trim() || null }
}
