import type { SelectChoice } from "./select-choice.ts"
import type { FormsSettings } from "./settings.ts"

/** The CRM category of a test drive booking. */
export const TEST_DRIVE_CATEGORY = "Test Drive"
/** The CRM category of a finance enquiry. */
export const FINANCE_ENQUIRY_CATEGORY = "Finance Enquiry"

/**
 * The category select's options on a general enquiry form, in the tenant's order.
 *
 * @example
 * import { enquiryCategoryOptions } from "@dealer/core/forms"
 *
 * enquiryCategoryOptions({ enquiry_categories: ["General Enquiry", "Careers Enquiry"] })
 * // => [{ value: "General Enquiry", label: "General Enquiry" }, { value: "Careers Enquiry", label: "Careers Enquiry" }]
 */
export function enquiryCategoryOptions(
  settings: Pick<FormsSettings, "enquiry_categories">
): ReadonlyArray<SelectChoice> {
  return settings.enquiry_categories.map((category) => ({ value: category, label: category }))
}
