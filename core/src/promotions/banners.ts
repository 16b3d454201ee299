import type { Texts } from "../tenant/texts.ts"
import { DEALER_HREF_PATTERN } from "./dealer-href.ts"

/** The service booking anchor the service banners link to where the tenant has a service page (document 001, section 2). */
export const SERVICE_BOOKING_PATH = "/service#service-booking"

/** A one-line banner across the page. */
export interface BannerView {
  readonly text: string
  readonly href: string | null
  readonly dismissible: boolean
}

/**
 * The dismissible 'BOOK A SERVICE' banner linking to service booking (`serviceBookingHref`); null once dismissed.
 *
 * @example
 * import { bookServiceBanner } from "@dealer/core/promotions"
 * import { defaultTexts } from "@dealer/core/tenant"
 *
 * bookServiceBanner(false, defaultTexts, "/service#service-booking") // => { text: "BOOK A SERVICE", href: "/service#service-booking", dismissible: true }
 */
export function bookServiceBanner(
  dismissed: boolean,
  texts: Pick<Texts, "bookServiceBannerText">,
  bookingHref: string
): BannerView | null {
  return dismissed ? null : { text: texts.bookServiceBannerText, href: bookingHref, dismissible: true }
}

/** A tenant's emergency notice; its wording is the tenant's own. */
export interface EmergencyNotice {
  readonly message: string
  readonly href?: string | null | undefined
}

/**
 * The dismissible emergency banner: shown when the tenant has a notice with a message and the shopper
 * has not dismissed it.
 *
 * @example
 * import { emergencyBanner } from "@dealer/core/promotions"
 *
 * emergencyBanner({ message: "Our Brisbane yard is closed today due to flooding." }, false)
 * // => { text: "Our Brisbane yard is closed today due to flooding.", href: null, dismissible: true }
 */
export function emergencyBanner(notice: EmergencyNotice | null | undefined, dismissed: boolean): BannerView | null {
  const text = notice?.message.trim()
  if (!text || dismissed) return null
  const href = notice?.href?.trim() ?? ""
  // Only a site path or a web address becomes a link; anything else (a script address) is dropped.
  return { text, href: DEALER_HREF_PATTERN.test(href) ? href : null, dismissible: true }
}
