import type { Texts } from "../tenant/texts.ts"

/** The postcode input's `maxLength` (000 section 5). */
export const POSTCODE_MAX_LENGTH = 4

/** Whether a postcode is valid, with the specification's message when it is not. */
export type PostcodeValidation =
  { readonly valid: true; readonly postcode: string } | { readonly valid: false; readonly message: string }

/**
 * A 4-digit postcode field (000 section 5, 001 section 5): required, exactly 4 digits. An empty
 * field answers `Please enter a postcode.`, anything else that is not 4 digits
 * `Invalid postcode. Please enter a 4-digit number.` (the forms area's text, reused by key so one
 * tenant override rewords both). Surrounding spaces are ignored.
 *
 * @example
 * import { validatePostcode } from "@dealer/core/locations"
 * import { defaultTexts } from "@dealer/core/tenant"
 *
 * validatePostcode("4215", defaultTexts) // => { valid: true, postcode: "4215" }
 * validatePostcode("421", defaultTexts) // => { valid: false, message: "Invalid postcode. Please enter a 4-digit number." }
 */
export function validatePostcode(
  input: string | null | undefined,
  texts: Pick<Texts, "deliveryPostcodeRequired" | "formsPostcodeInvalid">
): PostcodeValidation {
  const postcode = (input ?? "").trim()
  if (postcode === "") return { valid: false, message: texts.deliveryPostcodeRequired }
  return /^\d{4}$/.test(postcode) ? { valid: true, postcode } : { valid: false, message: texts.formsPostcodeInvalid }
}
