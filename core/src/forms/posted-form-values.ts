import type { EnquiryForm } from "./enquiry-form.ts"
import type { EnquiryFormLayout } from "./enquiry-form-layout.ts"
import type { TestDriveForm } from "./test-drive-form.ts"

/** A form as a browser without JavaScript posts it: each input's name and text. */
export type PostedForm = Readonly<Record<string, string>>

/**
 * What a step form's Back button posts as `intent` without JavaScript: go to the previous step,
 * keeping every value entered (with JavaScript the flow's `back` command does the same).
 *
 * @example
 * import { POSTED_BACK_INTENT } from "@dealer/core/forms"
 *
 * const posted = new URLSearchParams({ intent: "back" })
 * // The shopper pressed Back:
 * posted.get("intent") === POSTED_BACK_INTENT // => true
 */
export const POSTED_BACK_INTENT = "back"

type FlagField = "opt_in" | "terms_conditions"

/**
 * The enquiry values a plain form post carries, over the values the form opened with. Only inputs
 * the layout shows are read (a post cannot set what the form does not offer); a ticked checkbox
 * posts "on", a carried-over one "true" or "false", and a shown checkbox left unticked posts
 * nothing. `shownHere` names the inputs this post showed (a multi-step enquiry's step); by default
 * all of them.
 *
 * @example
 * import { contactFormSetup, enquiryFormInput, postedEnquiryValues } from "@dealer/core/forms"
 * import { exampleLeadPage, exampleTenant } from "@dealer/core/testing"
 *
 * const tenant = exampleTenant()
 * const setup = contactFormSetup({ page: exampleLeadPage(), stored: null, dealershipCount: 1, locationShown: false })
 * const { values: opening, layout } = enquiryFormInput(setup, tenant.forms, tenant.texts)
 *
 * postedEnquiryValues(opening, { name: "Jo", email: "jo@example.com", phone: "0412345678" }, layout).opt_in // => false
 * postedEnquiryValues(opening, { name: "Jo", opt_in: "on" }, layout).opt_in // => true
 */
export function postedEnquiryValues(
  opening: EnquiryForm,
  posted: PostedForm,
  layout: EnquiryFormLayout,
  shownHere?: ReadonlyArray<keyof EnquiryForm>
): EnquiryForm {
  const here = (field: keyof EnquiryForm) => shownHere === undefined || shownHere.includes(field)
  const text = (field: keyof EnquiryForm, fallback: string | null | undefined) => posted[field] ?? fallback
  const flag = (field: FlagField, shown: boolean): boolean | null | undefined => {
    if (!shown) return opening[field]
    const value = posted[field]
    if (value === undefined) return here(field) ? false : opening[field]
    return value !== "false"
  }
  const values: Record<string, unknown> = {
    ...opening,
    name: text("name", opening.name) ?? "",
    email: text("email", opening.email) ?? "",
    phone: text("phone", opening.phone) ?? "",
    message: text("message", opening.message),
    Rego: text("Rego", opening.Rego),
    category: layout.categoryShown ? text("category", opening.category) : opening.category,
    location: layout.locationShown ? text("location", opening.location?.toString()) : opening.location,
    dealership_slug: layout.dealershipShown ? text("dealership_slug", opening.dealership_slug) : opening.dealership_slug,
    opt_in: flag("opt_in", layout.optInShown),
    terms_conditions: flag("terms_conditions", layout.termsRequired)
  }
  // Optional fields the form never had stay absent rather than undefined.
  for (const key of Object.keys(values)) if (values[key] === undefined) delete values[key]
  return values as EnquiryForm
}

/**
 * The test drive values a plain form post carries: the enquiry's, and the chosen time (none when
 * no time was chosen).
 *
 * @example
 * import { postedTestDriveValues, testDriveBookingInput, testDrivePageSetup } from "@dealer/core/forms"
 * import { exampleLeadPage, exampleTenant } from "@dealer/core/testing"
 *
 * const tenant = exampleTenant()
 * const setup = testDrivePageSetup({ page: exampleLeadPage(), stored: null, dealershipCount: 1, locationShown: false })
 * const { values: opening, layout } = testDriveBookingInput(setup, tenant.forms, tenant.texts, new Date("2026-06-01T09:00:00+10:00"))
 * const contact = { name: "Jo Citizen", email: "jo@example.com", phone: "0412345678" }
 *
 * postedTestDriveValues(opening, { ...contact, preferred_date_time: "2026-06-06T10:00" }, layout).preferred_date_time
 * // => "2026-06-06T10:00"
 */
export function postedTestDriveValues(opening: TestDriveForm, posted: PostedForm, layout: EnquiryFormLayout): TestDriveForm {
  const chosen = posted.preferred_date_time?.trim()
  return { ...postedEnquiryValues(opening, posted, layout), preferred_date_time: chosen ? chosen : null }
}
