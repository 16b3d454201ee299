import type { Texts } from "../tenant/texts.ts"
import { emailFieldCheck, phoneFieldCheck, requiredFieldCheck } from "./contact-field-checks.ts"
import { isBlankInput } from "./contact-formats.ts"
import { regoFieldCheck } from "./rego-format.ts"
import { formValidation, type FieldError, type FormValidation } from "./form-validation.ts"
import type { ValuationField, ValuationFormFields } from "./valuation.ts"

/** The validation messages of the trade-in valuation form. */
export type ValuationValidationTexts = Pick<
  Texts,
  | "formsErrorsHeading"
  | "formsNameRequired"
  | "formsEmailRequired"
  | "formsEmailInvalid"
  | "formsPhoneRequired"
  | "formsPhoneInvalid"
  | "formsLocationRequired"
  | "tradeInRegoRequired"
  | "tradeInRegoInvalid"
  | "tradeInRegoStateRequired"
  | "tradeInKmsRequired"
  | "tradeInKmsInvalid"
  | "tradeInFinanceRequired"
>

/** Kilometres as people type them: digits with optional thousands separators and " kms" suffix. */
const KMS = /^\d{1,3}(?:,?\d{3})*(?:\s*kms?)?$/i

/**
 * The kilometres typed into the trade-in form as a number, or null when they are not a whole
 * number of kilometres.
 *
 * @example
 * import { kilometresFromInput } from "@dealer/core/forms"
 *
 * kilometresFromInput("85,000 kms") // => 85000
 */
export function kilometresFromInput(value: string): number | null {
  const trimmed = value.trim()
  if (!KMS.test(trimmed)) return null
  const kms = Number(trimmed.replace(/[^\d]/g, ""))
  return Number.isSafeInteger(kms) ? kms : null
}

function kmsCheck(
  value: string | null | undefined,
  texts: ValuationValidationTexts
): FieldError<ValuationField> | null {
  if (value === null || value === undefined || isBlankInput(value))
    return { field: "kms", message: texts.tradeInKmsRequired }
  return kilometresFromInput(value) === null ? { field: "kms", message: texts.tradeInKmsInvalid } : null
}

/**
 * Validates the trade-in form: rego, rego state, kilometres, whether it is under finance, and the
 * seller's name, email and phone; the location only when the form shows a location select.
 * PreferredContactMethod always has a value (Phone by default).
 *
 * @example
 * import { validateValuationForm } from "@dealer/core/forms"
 * import { defaultTexts } from "@dealer/core/tenant"
 *
 * const values = { rego: "ABC123", regoState: "qld", kms: "45000", finance: "No", name: "Jo Citizen", email: "jo@example.com", phone: "0412345678", PreferredContactMethod: "Phone" } as const
 *
 * validateValuationForm(values, { locationShown: false }, defaultTexts).valid // => true
 * validateValuationForm({ ...values, kms: "lots" }, { locationShown: false }, defaultTexts).fieldErrors
 * // => [{ field: "kms", message: "Please enter the kilometres as a whole number" }]
 */
export function validateValuationForm(
  values: ValuationFormFields,
  form: { readonly locationShown: boolean },
  texts: ValuationValidationTexts
): FormValidation<ValuationField> {
  return formValidation(
    [
      regoFieldCheck(values.rego, texts),
      values.regoState ? null : { field: "regoState", message: texts.tradeInRegoStateRequired },
      kmsCheck(values.kms, texts),
      values.finance ? null : { field: "finance", message: texts.tradeInFinanceRequired },
      requiredFieldCheck("name", values.name, texts.formsNameRequired),
      emailFieldCheck("email", values.email, texts),
      phoneFieldCheck("phone", values.phone, texts),
      form.locationShown
        ? requiredFieldCheck("location_id", values.location_id?.toString(), texts.formsLocationRequired)
        : null
    ],
    texts
  )
}
