export {
  bookServiceBanner,
  emergencyBanner,
  SERVICE_BOOKING_PATH,
  type BannerView,
  type EmergencyNotice
} from "./banners.ts"
export { driveawayPriceTexts, tiggo8ProMaxDriveawayPrices } from "./driveaway-prices.ts"
export { threeFeatureBanner, type FeatureTile } from "./feature-banner.ts"
export { groupSiteClaimFigures, groupSiteClaims, type GroupSiteClaim } from "./group-site-claims.ts"
export { insertPromoCards, type ListingEntry } from "./insert-promo-cards.ts"
export { listingWithPromos, type ListingPromoContext } from "./listing-with-promos.ts"
export { paymentLogos, type PaymentLogo } from "./payment-logos.ts"
export { PromoDateTime, PromoNode } from "./promo-node.ts"
export { promoPlacements, type PromoPlacement, type PromoPlacementSettings } from "./promo-placement.ts"
export {
  activePromos,
  eofyPromoWindow,
  isPromoActive,
  stocktakeSalePromoWindow,
  type PromoWindow
} from "./promo-schedule.ts"
export {
  WE_WANT_YOUR_CAR_HREF,
  WE_WANT_YOUR_CAR_NODE,
  weWantYourCarCard,
  type WeWantYourCarCard
} from "./we-want-your-car.ts"
export { EmergencyNoticeSetting, PromotionsSettings } from "./settings.ts"
export { promotionsTexts } from "./texts.ts"
