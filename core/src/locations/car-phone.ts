import type { Texts } from "../tenant/texts.ts"

export type CarPhoneNumber =
  { readonly found: true; readonly phone: string } | { readonly found: false; readonly warning: string }

/**
 * The phone number to call about a car: its location's phone, or the warning the caller logs when
 * there is none (000 section 8).
 *
 * @example
 * carPhoneNumber({ location: null }, texts) // { found: false, warning: "No phone number available for car" }
 */
export function carPhoneNumber(
  car: { readonly location?: { readonly phone?: string | null | undefined } | null | undefined },
  texts: Pick<Texts, "phoneMissingForCar">
): CarPhoneNumber {
  const phone = car.location?.phone?.trim()
  return phone ? { found: true, phone } : { found: false, warning: texts.phoneMissingForCar }
}
