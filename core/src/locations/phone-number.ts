/** How mobile numbers are grouped: `0412 345 678` (4-3-3) or `04 1234 5678` (2-4-4). */
export type MobileGrouping = "4-3-3" | "2-4-4"

const group = (digits: string, sizes: ReadonlyArray<number>) => {
  const parts: Array<string> = []
  let at = 0
  for (const size of sizes) {
    parts.push(digits.slice(at, at + size))
    at += size
  }
  return parts.join(" ")
}

/**
 * The Australian national digits of a phone number: `+61` (or a bare `61` on an 11-digit number)
 * becomes `0`. Other international numbers keep their digits after the `+`.
 *
 * @example
 * import { nationalPhoneDigits } from "@dealer/core/locations"
 *
 * nationalPhoneDigits("+61 7 5555 0123") // => "0755550123"
 */
export function nationalPhoneDigits(raw: string): string {
  const digits = raw.replace(/\D/g, "")
  const international = raw.trim().startsWith("+")
  if (digits.startsWith("61") && (international || digits.length === 11)) {
    const rest = digits.slice(2)
    return rest.startsWith("0") ? rest : `0${rest}`
  }
  return digits
}

/**
 * A phone number for display (001 section 5): `+61` turned into `0` and grouped 2-4-4 for
 * landlines (`07 5555 0123`), mobiles by the tenant's grouping (default `0412 345 678`),
 * 1300/1800 numbers 4-3-3, 13 numbers 2-2-2 and 8-digit local numbers 4-4. Anything else is shown
 * as given.
 *
 * @example
 * import { formatPhoneNumber } from "@dealer/core/locations"
 *
 * formatPhoneNumber("+61755550123") // => "07 5555 0123"
 * formatPhoneNumber("0412345678") // => "0412 345 678"
 */
export function formatPhoneNumber(raw: string, mobileGrouping: MobileGrouping = "4-3-3"): string {
  const digits = nationalPhoneDigits(raw)
  const international = raw.trim().startsWith("+") && !digits.startsWith("0")
  if (!international) {
    if (digits.length === 10 && /^0[45]/.test(digits)) {
      return group(digits, mobileGrouping === "4-3-3" ? [4, 3, 3] : [2, 4, 4])
    }
    if (digits.length === 10 && /^1[38]00/.test(digits)) return group(digits, [4, 3, 3])
    if (digits.length === 10 && digits.startsWith("0")) return group(digits, [2, 4, 4])
    if (digits.length === 6 && digits.startsWith("13")) return group(digits, [2, 2, 2])
    if (digits.length === 8) return group(digits, [4, 4])
  }
  return raw.trim()
}

/**
 * A `tel:` link for a phone number: the national digits, or `+` and the digits for a foreign number.
 *
 * @example
 * import { phoneTelHref } from "@dealer/core/locations"
 *
 * phoneTelHref("07 5555 0123") // => "tel:0755550123"
 */
export function phoneTelHref(raw: string): string {
  const digits = nationalPhoneDigits(raw)
  const international = raw.trim().startsWith("+") && !digits.startsWith("0")
  return `tel:${international ? "+" : ""}${digits}`
}
