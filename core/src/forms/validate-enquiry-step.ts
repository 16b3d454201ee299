import type { EnquiryField, EnquiryForm } from "./enquiry-form.ts"
import type { EnquiryFormLayout } from "./enquiry-form-layout.ts"
import { formValidation, type FormValidation } from "./form-validation.ts"
import { enquiryFieldChecks, type EnquiryValidationTexts } from "./validate-enquiry-form.ts"

/**
 * Validates one step of a multi-step enquiry (section 4 of document 001): the enquiry rules, for
 * the fields that step shows only, so a shopper is never stopped by a field they have not reached.
 *
 * @example
 * import { contactFormSetup, enquiryFormInput, validateEnquiryStep } from "@dealer/core/forms"
 * import { defaultTexts } from "@dealer/core/tenant"
 * import { exampleLeadPage, exampleTenant } from "@dealer/core/testing"
 *
 * const tenant = exampleTenant()
 * const setup = contactFormSetup({ page: exampleLeadPage(), stored: null, dealershipCount: 1, locationShown: false })
 * const { layout } = enquiryFormInput(setup, tenant.forms, tenant.texts)
 *
 * validateEnquiryStep({ name: "", email: "", phone: "" }, layout, ["name"], defaultTexts).summary?.messages
 * // => ["Please enter your name"]
 */
export function validateEnquiryStep(
  values: EnquiryForm,
  layout: EnquiryFormLayout,
  fields: ReadonlyArray<EnquiryField>,
  texts: EnquiryValidationTexts
): FormValidation<EnquiryField> {
  const checks = enquiryFieldChecks(values, layout, texts).filter(
    (error) => error !== null && fields.includes(error.field)
  )
  return formValidation(checks, texts)
}
