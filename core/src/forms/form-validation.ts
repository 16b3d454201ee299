import type { Texts } from "../tenant/texts.ts"

/** One field's problem, keyed by the form field it belongs to. */
export interface FieldError<F extends string = string> {
  readonly field: F
  readonly message: string
}

/** The form-level list shown in a destructive alert above the form (section 8 of document 001). */
export interface FormErrorSummary {
  readonly heading: string
  readonly messages: ReadonlyArray<string>
}

/** The outcome of validating a form: every field error in form order, and the summary to show. */
export interface FormValidation<F extends string = string> {
  readonly valid: boolean
  readonly fieldErrors: ReadonlyArray<FieldError<F>>
  readonly summary: FormErrorSummary | null
}

/**
 * Gathers field errors (nulls are fields that passed) into a validation whose summary lists every
 * message under 'Please fix the following errors:'.
 *
 * @example
 * import { formValidation } from "@dealer/core/forms"
 * import { defaultTexts } from "@dealer/core/tenant"
 *
 * formValidation([{ field: "email", message: "Please enter your email address" }, null], defaultTexts)
 * // { valid: false, fieldErrors: [...], summary: { heading: "Please fix the following errors:", messages: [...] } }
 */
export function formValidation<F extends string>(
  checks: ReadonlyArray<FieldError<F> | null>,
  texts: Pick<Texts, "formsErrorsHeading">
): FormValidation<F> {
  const fieldErrors = checks.filter((error): error is FieldError<F> => error !== null)
  if (fieldErrors.length === 0) return { valid: true, fieldErrors, summary: null }
  return {
    valid: false,
    fieldErrors,
    summary: { heading: texts.formsErrorsHeading, messages: fieldErrors.map((error) => error.message) }
  }
}

/**
 * The message of a field's error, or null when the field passed.
 *
 * @example
 * import { fieldErrorFor, validateLeadForm, leadFormInitialValues } from "@dealer/core/forms"
 * import { defaultTexts } from "@dealer/core/tenant"
 *
 * const validation = validateLeadForm({ ...leadFormInitialValues(null), postcode: "400" }, defaultTexts)
 * fieldErrorFor(validation, "postcode") // => "Invalid postcode. Please enter a 4-digit number."
 */
export function fieldErrorFor<F extends string>(validation: FormValidation<F>, field: F): string | null {
  return validation.fieldErrors.find((error) => error.field === field)?.message ?? null
}
