import { formatInTimeZone } from "date-fns-tz"
import { parseISO } from "date-fns"
import { fillText, type Texts } from "../tenant/texts.ts"
import type { Offer } from "./offer.ts"
import { isPromoActive } from "./promo-schedule.ts"

/** Promotions run on Brisbane time (document 001, section 9). */
const PROMO_TIME_ZONE = "Australia/Brisbane"

/** One offer's page. */
export interface OfferPageView {
  readonly title: string
  readonly summary: string
  readonly body: ReadonlyArray<string>
  /** "Offer valid until 24 July 2025", or null for an offer without an end. */
  readonly validUntil: string | null
  readonly cta: { readonly href: string; readonly label: string } | null
}

/**
 * The page of the offer `id` while it runs; null for an unknown, expired, future or switched-off
 * offer, which the site answers with 404. The end shown is the offer's last day in Brisbane (its
 * expiry is exclusive, so an expiry at midnight shows the day before).
 *
 * @example
 * import { offerPage } from "@dealer/core/promotions"
 * import { defaultTexts } from "@dealer/core/tenant"
 * import { exampleTenant } from "@dealer/core/testing"
 *
 * const offers = exampleTenant({
 *   promotions: { offers: [{ id: "stocktake-sale", title: "Stocktake Sale", expiry: "2025-07-25T00:00:00+10:00" }] }
 * }).promotions.offers
 *
 * offerPage(offers, "stocktake-sale", new Date("2025-07-10T00:00:00+10:00"), defaultTexts)?.validUntil // => "Offer valid until 24 July 2025"
 */
export function offerPage(
  offers: ReadonlyArray<Offer>,
  id: string,
  now: Date,
  texts: Pick<Texts, "offerValidUntil" | "offerViewLink">
): OfferPageView | null {
  const offer = offers.find((candidate) => candidate.id === id)
  if (!offer || !isPromoActive(offer, now)) return null
  const lastMoment = offer.expiry == null ? null : new Date(parseISO(offer.expiry).getTime() - 1)
  return {
    title: offer.title,
    summary: offer.summary,
    body: offer.body,
    validUntil:
      lastMoment === null
        ? null
        : fillText(texts.offerValidUntil, { date: formatInTimeZone(lastMoment, PROMO_TIME_ZONE, "d MMMM yyyy") }),
    cta: offer.cta_href ? { href: offer.cta_href, label: offer.cta_label ?? texts.offerViewLink } : null
  }
}
