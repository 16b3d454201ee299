import type { LeadForm } from "./lead-form.ts"
import type { PostedForm } from "./posted-form-values.ts"
import { yesNoAnswer } from "./yes-no.ts"

/**
 * The lead form values a plain form post carries, over the values the form opened with. The
 * honeypot is read like any field (a bot posting without JavaScript fills it too); a trade-in
 * answer other than Yes or No reads as none, so validation asks for it.
 *
 * @example
 * import { leadFormInput, postedLeadFormValues } from "@dealer/core/forms"
 * import { defaultTexts } from "@dealer/core/tenant"
 * import { exampleLeadPage } from "@dealer/core/testing"
 *
 * const { values: opening } = leadFormInput({ page: exampleLeadPage(), stored: null, vehicle: null }, defaultTexts)
 *
 * postedLeadFormValues(opening, { name: "Jo", postcode: "4305", has_trade_in: "Yes" }).has_trade_in // => "Yes"
 */
export function postedLeadFormValues(opening: LeadForm, posted: PostedForm): LeadForm {
  const text = (field: "name" | "last_name" | "postcode" | "phone" | "email") => posted[field] ?? opening[field]
  return {
    name: text("name"),
    last_name: text("last_name"),
    postcode: text("postcode"),
    phone: text("phone"),
    email: text("email"),
    website: posted.website ?? opening.website ?? "",
    has_trade_in: posted.has_trade_in === undefined ? (opening.has_trade_in ?? null) : yesNoAnswer(posted.has_trade_in)
  }
}
