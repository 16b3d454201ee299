/** Separators people type inside phone numbers: spaces, hyphens, dots and brackets. */
const PHONE_SEPARATORS = /[\s\-().]/g
/** +61 or 61, optionally followed by the trunk 0 some people keep ("+61 (0)4..."). */
const INTERNATIONAL_PREFIX = /^\+?610?(?=[2-478]\d{8}$)/
const MOBILE = /^04\d{8}$/
const PHONE = /^(?:0[2-478]\d{8}|1[38]00\d{6}|13\d{4})$/
const EMAIL = /^[^\s@]+@(?:[^\s@.]+\.)+[^\s@.]{2,}$/
const EMAIL_MAX_LENGTH = 254
const POSTCODE = /^\d{4}$/

/**
 * True when a form value is missing or only whitespace.
 *
 * @example
 * import { isBlankInput } from "@dealer/core/forms"
 *
 * isBlankInput("  ") // => true
 */
export function isBlankInput(value: string | null | undefined): boolean {
  return value === null || value === undefined || value.trim() === ""
}

/**
 * An Australian phone number in its national form (0412345678, 0732101234, 1300123456, 131234), or
 * null when the input is not one. "+61" and "61" prefixes become 0; separators are ignored.
 *
 * @example
 * import { australianPhoneDigits } from "@dealer/core/forms"
 *
 * australianPhoneDigits("+61 412 345 678") // => "0412345678"
 */
export function australianPhoneDigits(value: string): string | null {
  const digits = value.replace(PHONE_SEPARATORS, "").replace(INTERNATIONAL_PREFIX, "0")
  return PHONE.test(digits) ? digits : null
}

/**
 * True for an Australian mobile number (04xx xxx xxx, or +61 4xx xxx xxx).
 *
 * @example
 * import { isAustralianMobile } from "@dealer/core/forms"
 *
 * isAustralianMobile("0412 345 678") // => true
 * isAustralianMobile("07 3210 1234") // => false
 */
export function isAustralianMobile(value: string): boolean {
  const digits = australianPhoneDigits(value)
  return digits !== null && MOBILE.test(digits)
}

/**
 * True for any Australian phone number: mobile, landline, 1300, 1800 or 13 numbers.
 *
 * @example
 * import { isAustralianPhone } from "@dealer/core/forms"
 *
 * isAustralianPhone("(07) 3210 1234") // => true
 */
export function isAustralianPhone(value: string): boolean {
  return australianPhoneDigits(value) !== null
}

/**
 * True for a plausible email address: one @, no spaces, a dotted domain with a 2+ character ending.
 *
 * @example
 * import { isEmailAddress } from "@dealer/core/forms"
 *
 * isEmailAddress("jo@example.com.au") // => true
 */
export function isEmailAddress(value: string): boolean {
  const email = value.trim()
  return email.length <= EMAIL_MAX_LENGTH && EMAIL.test(email)
}

/**
 * True for an Australian postcode: exactly 4 digits (section 5 of document 001).
 *
 * @example
 * import { isFourDigitPostcode } from "@dealer/core/forms"
 *
 * isFourDigitPostcode("4000") // => true
 * isFourDigitPostcode("400") // => false
 */
export function isFourDigitPostcode(value: string): boolean {
  return POSTCODE.test(value.trim())
}
