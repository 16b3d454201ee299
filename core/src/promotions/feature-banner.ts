import type { Texts } from "../tenant/texts.ts"
import { SERVICE_BOOKING_PATH } from "./banners.ts"

/** One tile of the three-feature banner. */
export interface FeatureTile {
  readonly key: "latest-offers" | "book-service" | "sell-your-car"
  readonly title: string
  readonly href: string
}

/**
 * The three-feature banner: latest offers, book service, sell your car (both documents, section 2).
 *
 * @example
 * threeFeatureBanner(texts).map((tile) => tile.href) // ["/special-offers", "/service#service-booking", "/sell-your-car"]
 */
export function threeFeatureBanner(
  texts: Pick<Texts, "featureLatestOffers" | "featureBookService" | "featureSellYourCar">
): ReadonlyArray<FeatureTile> {
  return [
    { key: "latest-offers", title: texts.featureLatestOffers, href: "/special-offers" },
    { key: "book-service", title: texts.featureBookService, href: SERVICE_BOOKING_PATH },
    { key: "sell-your-car", title: texts.featureSellYourCar, href: "/sell-your-car" }
  ]
}
