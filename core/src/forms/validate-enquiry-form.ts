import type { Texts } from "../tenant/texts.ts"
import { emailFieldCheck, phoneFieldCheck, requiredFieldCheck } from "./contact-field-checks.ts"
import type { EnquiryField, EnquiryForm } from "./enquiry-form.ts"
import type { EnquiryFormLayout } from "./enquiry-form-layout.ts"
import { formValidation, type FieldError, type FormValidation } from "./form-validation.ts"

/** The texts enquiry validation can show. */
export type EnquiryValidationTexts = Pick<
  Texts,
  | "formsErrorsHeading"
  | "formsNameRequired"
  | "formsEmailRequired"
  | "formsEmailInvalid"
  | "formsPhoneRequired"
  | "formsPhoneInvalid"
  | "formsLocationRequired"
  | "formsTermsRequired"
  | "enquiryCommentsRequired"
  | "enquiryCategoryRequired"
  | "dealershipSelectRequired"
>

type SelectInput = string | number | null | undefined

const selectText = (value: SelectInput) => (value === null || value === undefined ? value : String(value))

/**
 * The contact and enquiry checks every enquiry-like form shares, in form order.
 *
 * @example
 * import { contactFormSetup, enquiryFieldChecks, enquiryFormInput } from "@dealer/core/forms"
 * import { defaultTexts } from "@dealer/core/tenant"
 * import { exampleLeadPage, exampleTenant } from "@dealer/core/testing"
 *
 * const tenant = exampleTenant()
 * const setup = contactFormSetup({ page: exampleLeadPage(), stored: null, dealershipCount: 1, locationShown: false })
 * const { layout } = enquiryFormInput(setup, tenant.forms, tenant.texts)
 * const values = { name: "Jo Citizen", email: "jo@", phone: "0412345678", message: "Is the Hilux still available?", category: "General Enquiry" }
 *
 * enquiryFieldChecks(values, layout, defaultTexts).filter((check) => check !== null).map((check) => check.field) // => ["email"]
 */
export function enquiryFieldChecks(
  values: Pick<
    EnquiryForm,
    "name" | "email" | "phone" | "message" | "category" | "location" | "dealership_slug" | "terms_conditions"
  >,
  layout: EnquiryFormLayout,
  texts: EnquiryValidationTexts
): ReadonlyArray<FieldError<EnquiryField> | null> {
  return [
    requiredFieldCheck("name", values.name, texts.formsNameRequired),
    emailFieldCheck("email", values.email, texts),
    phoneFieldCheck("phone", values.phone, texts),
    layout.messageRequired ? requiredFieldCheck("message", values.message, texts.enquiryCommentsRequired) : null,
    layout.categoryShown ? requiredFieldCheck("category", values.category, texts.enquiryCategoryRequired) : null,
    layout.locationShown
      ? requiredFieldCheck("location", selectText(values.location), texts.formsLocationRequired)
      : null,
    layout.dealershipShown
      ? requiredFieldCheck("dealership_slug", values.dealership_slug, texts.dealershipSelectRequired)
      : null,
    layout.termsRequired && values.terms_conditions !== true
      ? { field: "terms_conditions", message: texts.formsTermsRequired }
      : null
  ]
}

/**
 * Validates the enquiry form (section 5 of document 001): name, a valid email and an Australian
 * phone are required; Comments, category, location, dealership and terms as the layout says;
 * Rego and opt-in are optional.
 *
 * @example
 * import { contactFormSetup, enquiryFormInput, validateEnquiryForm } from "@dealer/core/forms"
 * import { defaultTexts } from "@dealer/core/tenant"
 * import { exampleLeadPage, exampleTenant } from "@dealer/core/testing"
 *
 * const tenant = exampleTenant()
 * const setup = contactFormSetup({ page: exampleLeadPage(), stored: null, dealershipCount: 1, locationShown: false })
 * const { layout } = enquiryFormInput(setup, tenant.forms, tenant.texts)
 * const values = { name: "Jo", email: "jo@example.com", phone: "0412345678", message: "Is the Hilux still available?", category: "General Enquiry" }
 *
 * validateEnquiryForm(values, layout, defaultTexts).valid // => true
 * validateEnquiryForm({ ...values, phone: "12" }, layout, defaultTexts).fieldErrors.map((error) => error.field) // => ["phone"]
 */
export function validateEnquiryForm(
  values: EnquiryForm,
  layout: EnquiryFormLayout,
  texts: EnquiryValidationTexts
): FormValidation<EnquiryField> {
  return formValidation(enquiryFieldChecks(values, layout, texts), texts)
}
