import * as Schema from "effect/Schema"
import type { Texts } from "../tenant/texts.ts"
import { Maybe } from "../shared/maybe.ts"
import { emailFieldCheck, mobileFieldCheck, postcodeFieldCheck, requiredFieldCheck } from "./contact-field-checks.ts"
import { isBlankInput } from "./contact-formats.ts"
import { formValidation, type FormValidation } from "./form-validation.ts"
import { YesNo } from "./valuation.ts"

/**
 * The short lead form (section 2 of document 001): First Name (`name`), last name, postcode,
 * Mobile Number (`phone`), email, a hidden honeypot field (`website`: people never see it, bots
 * fill it in) and the do-you-have-a-trade-in select. Keys match `StoredUserDetails`.
 *
 * @example
 * import { LeadForm, leadFormInitialValues } from "@dealer/core/forms"
 * import { decodeOrThrow } from "@dealer/core/shared"
 *
 * const body = { ...leadFormInitialValues(null), name: "Jo" }
 * decodeOrThrow(LeadForm, body, "lead form").name // => "Jo"
 */
export const LeadForm = /* @__PURE__ */ Schema.Struct({
  name: Schema.String,
  last_name: Schema.String,
  postcode: Schema.String,
  phone: Schema.String,
  email: Schema.String,
  website: /* @__PURE__ */ Maybe(Schema.String),
  has_trade_in: /* @__PURE__ */ Maybe(YesNo)
})
export type LeadForm = typeof LeadForm.Type

/** A field of the short lead form. */
export type LeadFormField = "name" | "last_name" | "postcode" | "phone" | "email" | "has_trade_in"

/** The validation messages of the short lead form. */
export type LeadFormValidationTexts = Pick<
  Texts,
  | "formsErrorsHeading"
  | "leadFormFirstNameRequired"
  | "leadFormLastNameRequired"
  | "leadFormTradeInRequired"
  | "formsPostcodeInvalid"
  | "formsMobileRequired"
  | "formsMobileInvalid"
  | "formsEmailRequired"
  | "formsEmailInvalid"
>

/**
 * Validates the lead form: every visible field is required; the postcode is exactly 4 digits
 * ('Invalid postcode. Please enter a 4-digit number.') and the mobile an Australian mobile.
 *
 * @example
 * import { leadFormInitialValues, validateLeadForm } from "@dealer/core/forms"
 * import { defaultTexts } from "@dealer/core/tenant"
 *
 * const values = { ...leadFormInitialValues(null), name: "Jo", last_name: "Citizen", phone: "0412345678", email: "jo@example.com", has_trade_in: "No" as const }
 * validateLeadForm({ ...values, postcode: "400" }, defaultTexts).fieldErrors
 * // => [{ field: "postcode", message: "Invalid postcode. Please enter a 4-digit number." }]
 */
export function validateLeadForm(values: LeadForm, texts: LeadFormValidationTexts): FormValidation<LeadFormField> {
  return formValidation<LeadFormField>(
    [
      requiredFieldCheck("name", values.name, texts.leadFormFirstNameRequired),
      requiredFieldCheck("last_name", values.last_name, texts.leadFormLastNameRequired),
      postcodeFieldCheck("postcode", values.postcode, texts),
      mobileFieldCheck("phone", values.phone, texts),
      emailFieldCheck("email", values.email, texts),
      values.has_trade_in ? null : { field: "has_trade_in", message: texts.leadFormTradeInRequired }
    ],
    texts
  )
}

/**
 * True when the hidden honeypot field was filled in: the submit came from a bot and is dropped
 * without telling it why.
 *
 * @example
 * import { isLeadFormSpam, leadFormInitialValues } from "@dealer/core/forms"
 *
 * isLeadFormSpam({ ...leadFormInitialValues(null), website: "http://spam.example" }) // => true
 */
export function isLeadFormSpam(values: Pick<LeadForm, "website">): boolean {
  return !isBlankInput(values.website)
}
