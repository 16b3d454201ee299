import type { Texts } from "../tenant/texts.ts"

/** One tile of the three-feature banner. */
export interface FeatureTile {
  readonly key: "latest-offers" | "book-service" | "sell-your-car"
  readonly title: string
  readonly href: string
}

/**
 * The three-feature banner: latest offers, book service, sell your car (both documents, section 2).
 * Book service leads where the tenant books services (`serviceBookingHref`).
 *
 * @example
 * import { threeFeatureBanner } from "@dealer/core/promotions"
 * import { defaultTexts } from "@dealer/core/tenant"
 *
 * threeFeatureBanner(defaultTexts, "/contact").map((tile) => tile.href) // => ["/special-offers", "/contact", "/sell-your-car"]
 */
export function threeFeatureBanner(
  texts: Pick<Texts, "featureLatestOffers" | "featureBookService" | "featureSellYourCar">,
  bookingHref: string
): ReadonlyArray<FeatureTile> {
  return [
    { key: "latest-offers", title: texts.featureLatestOffers, href: "/special-offers" },
    { key: "book-service", title: texts.featureBookService, href: bookingHref },
    { key: "sell-your-car", title: texts.featureSellYourCar, href: "/sell-your-car" }
  ]
}
