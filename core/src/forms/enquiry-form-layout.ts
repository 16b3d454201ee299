import { isCategorySelectShown } from "./enquiry-category.ts"
import type { FormsSettings } from "./settings.ts"

/** Which optional inputs an enquiry form shows, and which of its inputs are required. */
export interface EnquiryFormLayout {
  readonly messageRequired: boolean
  readonly categoryShown: boolean
  readonly locationShown: boolean
  readonly dealershipShown: boolean
  readonly optInShown: boolean
  readonly termsRequired: boolean
}

/** What the page tells the form about itself. */
export interface EnquiryFormPlacement {
  /** False where the form makes Comments optional: the vehicle page and the test drive form. */
  readonly messageRequired: boolean
  readonly eventId: number | null
  readonly formCategory: string | null
  readonly locationShown: boolean
  readonly dealershipCount: number
}

/**
 * The layout of an enquiry form on a tenant (section 5 of document 001, "Forms"): Comments is
 * required unless the tenant or the form turns it off; the category select shows only for event 22
 * or General Enquiry; the dealership select shows when there are several dealerships and the
 * tenant has not removed it; opt-in can be hidden; some tenants require agreeing to terms of use.
 *
 * @example
 * import { enquiryFormLayout } from "@dealer/core/forms"
 * import { exampleTenant } from "@dealer/core/testing"
 *
 * const settings = exampleTenant().forms
 *
 * enquiryFormLayout({ messageRequired: false, eventId: 14, formCategory: "Vehicle Enquiry", locationShown: false, dealershipCount: 1 }, settings)
 * // { messageRequired: false, categoryShown: false, dealershipShown: false, ... }
 */
export function enquiryFormLayout(
  placement: EnquiryFormPlacement,
  settings: Pick<
    FormsSettings,
    "enquiry_message_required" | "opt_in_hidden" | "terms_required" | "dealership_select_removed"
  >
): EnquiryFormLayout {
  return {
    messageRequired: settings.enquiry_message_required && placement.messageRequired,
    categoryShown: isCategorySelectShown(placement),
    locationShown: placement.locationShown,
    dealershipShown: placement.dealershipCount > 1 && !settings.dealership_select_removed,
    optInShown: !settings.opt_in_hidden,
    termsRequired: settings.terms_required
  }
}

/**
 * The option a select fills in by itself: the only one, when there is exactly one (section 4).
 *
 * @example
 * import { autoSelectedOption } from "@dealer/core/forms"
 *
 * autoSelectedOption([{ id: 7, name: "Brisbane" }]) // => { id: 7, name: "Brisbane" }
 * autoSelectedOption([{ id: 7, name: "Brisbane" }, { id: 8, name: "Ipswich" }]) // => null
 */
export function autoSelectedOption<T>(options: ReadonlyArray<T>): T | null {
  return options.length === 1 ? (options[0] ?? null) : null
}
