import { formatPhoneNumber, phoneTelHref, type MobileGrouping } from "./phone-number.ts"

/** Digits a masked phone number keeps visible (000 section 4). */
export const PHONE_VISIBLE_DIGITS = 5

/**
 * A phone number with every digit after the first five replaced by `*`, keeping its spaces and
 * length.
 *
 * @example
 * import { maskPhoneNumber } from "@dealer/core/locations"
 *
 * maskPhoneNumber("07 5555 0123") // => "07 555* ****"
 */
export function maskPhoneNumber(display: string): string {
  let digitsSeen = 0
  return display.replace(/\d/g, (digit) => (++digitsSeen > PHONE_VISIBLE_DIGITS ? "*" : digit))
}

/** A phone button's face: the text to show, whether it is still masked, and its `tel:` link. */
export interface PhoneRevealView {
  readonly text: string
  readonly masked: boolean
  readonly href: string
}

/** A phone number, whether the shopper has revealed it, and the masking settings. */
export interface PhoneRevealInput {
  readonly phone: string
  /** The shopper has clicked to reveal it. */
  readonly revealed: boolean
  readonly settings: { readonly phone_unmasked_from_start: boolean; readonly mobile_phone_grouping: MobileGrouping }
}

/**
 * The phone reveal (000 section 4): masked until clicked, unless the tenant shows it unmasked from
 * the start.
 *
 * @example
 * import { phoneRevealView } from "@dealer/core/locations"
 * import { exampleTenant } from "@dealer/core/testing"
 *
 * const settings = exampleTenant().locator
 *
 * phoneRevealView({ phone: "+61755550123", revealed: false, settings }) // => { text: "07 555* ****", masked: true, href: "tel:0755550123" }
 */
export function phoneRevealView(input: PhoneRevealInput): PhoneRevealView {
  const display = formatPhoneNumber(input.phone, input.settings.mobile_phone_grouping)
  const masked = !input.revealed && !input.settings.phone_unmasked_from_start
  return { text: masked ? maskPhoneNumber(display) : display, masked, href: phoneTelHref(input.phone) }
}
