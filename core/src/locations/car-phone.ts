import type { Texts } from "../tenant/texts.ts"

/** The phone number to call about a car, or the warning logged when there is none. */
export type CarPhoneNumber =
  { readonly found: true; readonly phone: string } | { readonly found: false; readonly warning: string }

/**
 * The phone number to call about a car: its location's phone, or the warning the caller logs when
 * there is none (000 section 8).
 *
 * @example
 * import { carPhoneNumber } from "@dealer/core/locations"
 * import { defaultTexts } from "@dealer/core/tenant"
 *
 * carPhoneNumber({ location: null }, defaultTexts) // => { found: false, warning: "No phone number available for car" }
 */
export function carPhoneNumber(
  car: { readonly location?: { readonly phone?: string | null | undefined } | null | undefined },
  texts: Pick<Texts, "phoneMissingForCar">
): CarPhoneNumber {
  const phone = car.location?.phone?.trim()
  return phone ? { found: true, phone } : { found: false, warning: texts.phoneMissingForCar }
}
