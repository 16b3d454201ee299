import type { Texts } from "../tenant/texts.ts"
import {
  isAustralianMobile,
  isAustralianPhone,
  isBlankInput,
  isEmailAddress,
  isFourDigitPostcode
} from "./contact-formats.ts"
import type { FieldError } from "./form-validation.ts"

type Input = string | null | undefined

/**
 * The field's error when it is blank, else null.
 *
 * @example
 * import { requiredFieldCheck } from "@dealer/core/forms"
 *
 * requiredFieldCheck("name", "", "Please enter your name") // => { field: "name", message: "Please enter your name" }
 */
export function requiredFieldCheck<F extends string>(field: F, value: Input, message: string): FieldError<F> | null {
  return isBlankInput(value) ? { field, message } : null
}

function formatCheck<F extends string>(
  field: F,
  value: Input,
  isValid: (value: string) => boolean,
  messages: { readonly required: string; readonly invalid: string }
): FieldError<F> | null {
  if (value === null || value === undefined || isBlankInput(value)) return { field, message: messages.required }
  return isValid(value) ? null : { field, message: messages.invalid }
}

/**
 * A required email field: blank and malformed addresses get their own messages.
 *
 * @example
 * import { emailFieldCheck } from "@dealer/core/forms"
 * import { defaultTexts } from "@dealer/core/tenant"
 *
 * emailFieldCheck("email", "jo@", defaultTexts)?.message // => "Please enter a valid email address"
 */
export function emailFieldCheck<F extends string>(
  field: F,
  value: Input,
  texts: Pick<Texts, "formsEmailRequired" | "formsEmailInvalid">
): FieldError<F> | null {
  return formatCheck(field, value, isEmailAddress, {
    required: texts.formsEmailRequired,
    invalid: texts.formsEmailInvalid
  })
}

/**
 * A required Australian phone field (mobile or landline).
 *
 * @example
 * import { phoneFieldCheck } from "@dealer/core/forms"
 * import { defaultTexts } from "@dealer/core/tenant"
 *
 * phoneFieldCheck("phone", "12345", defaultTexts)?.message // => "Please enter a valid Australian phone number"
 */
export function phoneFieldCheck<F extends string>(
  field: F,
  value: Input,
  texts: Pick<Texts, "formsPhoneRequired" | "formsPhoneInvalid">
): FieldError<F> | null {
  return formatCheck(field, value, isAustralianPhone, {
    required: texts.formsPhoneRequired,
    invalid: texts.formsPhoneInvalid
  })
}

/**
 * A required Australian mobile field.
 *
 * @example
 * import { mobileFieldCheck } from "@dealer/core/forms"
 * import { defaultTexts } from "@dealer/core/tenant"
 *
 * mobileFieldCheck("phone", "07 3210 1234", defaultTexts)?.message // => "Please enter a valid Australian mobile number"
 */
export function mobileFieldCheck<F extends string>(
  field: F,
  value: Input,
  texts: Pick<Texts, "formsMobileRequired" | "formsMobileInvalid">
): FieldError<F> | null {
  return formatCheck(field, value, isAustralianMobile, {
    required: texts.formsMobileRequired,
    invalid: texts.formsMobileInvalid
  })
}

/**
 * A required 4-digit postcode; blank and malformed both read
 * 'Invalid postcode. Please enter a 4-digit number.' as the specification gives one message.
 *
 * @example
 * import { postcodeFieldCheck } from "@dealer/core/forms"
 * import { defaultTexts } from "@dealer/core/tenant"
 *
 * postcodeFieldCheck("postcode", "40", defaultTexts)?.message // => "Invalid postcode. Please enter a 4-digit number."
 */
export function postcodeFieldCheck<F extends string>(
  field: F,
  value: Input,
  texts: Pick<Texts, "formsPostcodeInvalid">
): FieldError<F> | null {
  return formatCheck(field, value, isFourDigitPostcode, {
    required: texts.formsPostcodeInvalid,
    invalid: texts.formsPostcodeInvalid
  })
}
