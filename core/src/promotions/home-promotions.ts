import type { Texts } from "../tenant/texts.ts"
import { bookServiceBanner, type BannerView } from "./banners.ts"
import type { ContentSettings } from "./content-settings.ts"
import { threeFeatureBanner, type FeatureTile } from "./feature-banner.ts"
import type { Offer } from "./offer.ts"
import { promoSlider, type PromoSliderView } from "./promo-slider.ts"
import { salesCounterView, type SalesCounterView } from "./sales-counter-view.ts"
import { serviceBookingHref } from "./service-booking.ts"

/** The promotions of the home page at one instant. */
export interface HomePromotionsView {
  readonly slider: PromoSliderView | null
  readonly bookService: BannerView | null
  readonly featureTiles: ReadonlyArray<FeatureTile>
  readonly salesCounter: SalesCounterView | null
  readonly searchLink: { readonly href: string; readonly label: string }
}

/** The tenant settings the home page reads. */
export interface HomePromotionsSettings {
  readonly offers: ReadonlyArray<Offer>
  readonly book_service_banner: boolean
  readonly sales_counter: boolean
}

/**
 * What the home page shows at `now`: the slider of running offers (EOFY, stocktake... only inside their
 * windows), the 'BOOK A SERVICE' banner where the tenant has it, the three-feature banner (both
 * leading where the tenant books services) and the sales counter where the tenant has it.
 *
 * @example
 * import { homePromotions } from "@dealer/core/promotions"
 * import { exampleTenant } from "@dealer/core/testing"
 *
 * const tenant = exampleTenant()
 * const now = new Date("2026-03-02T10:00:00+10:00")
 *
 * homePromotions(tenant.promotions, now, tenant.texts, tenant.content).slider?.slides.length
 */
export function homePromotions(
  settings: HomePromotionsSettings,
  now: Date,
  texts: Texts,
  content: Pick<ContentSettings, "service" | "service_booking_href">
): HomePromotionsView {
  const booking = serviceBookingHref(content)
  return {
    slider: promoSlider(settings.offers, now, texts),
    bookService: settings.book_service_banner ? bookServiceBanner(false, texts, booking) : null,
    featureTiles: threeFeatureBanner(texts, booking),
    salesCounter: salesCounterView(settings.sales_counter, now, texts),
    searchLink: { href: "/search/new-used-and-demo-cars", label: texts.frameNavSearch }
  }
}
