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
export {
  ALWAYS_PRESENT_CONTENT_PAGES,
  CONTENT_PAGES,
  contentPage,
  SERVICE_BOOKING_ANCHOR,
  type ContentPageKey,
  type ContentPageTexts,
  type ContentPageView,
  type ContentSectionView
} from "./content-pages.ts"
export {
  ContentPage,
  ContentSection,
  ContentSettings,
  ListedPage,
  PAGE_SLUG_PATTERN,
  Post,
  POST_CATEGORIES,
  type PostCategory
} from "./content-settings.ts"
export { serviceBookingHref, servicePageHref } from "./service-booking.ts"
export { contentLinks, contentSitemapPaths, type ContentLink, type ContentLinkTexts } from "./content-links.ts"
export { LISTED_PAGES_PATH, listedPage, listedPageDefaultTitle, listedPagePath, type ListedPageTexts } from "./listed-pages.ts"
export { homePromotions, type HomePromotionsSettings, type HomePromotionsView } from "./home-promotions.ts"
export { DealerHref, Offer } from "./offer.ts"
export { offerPage, type OfferPageView } from "./offer-page.ts"
export { POST_CATEGORY_PATHS, POST_PATHS, postCategoryList, postList, postPage, type PostCardView, type PostKind, type PostListView, type PostPageView } from "./posts.ts"
export {
  nextSlideIndex,
  offerPath,
  PROMO_SLIDE_INTERVAL_MS,
  promoSlider,
  type PromoSlideView,
  type PromoSliderTexts,
  type PromoSliderView
} from "./promo-slider.ts"
export { salesCounterView, type SalesCounterView } from "./sales-counter-view.ts"
export {
  decideSpin,
  drawSpinPrize,
  type RandomSource,
  type SpinDecision,
  type SpinResult
} from "./draw-spin-prize.ts"
export { activeSpinCampaign, SPIN_TO_WIN_PATH, SpinCampaign, SpinPrize } from "./spin-campaign.ts"
export { spinToWinTexts } from "./spin-to-win-texts.ts"
export { spinToWinView, type SpinToWinTexts, type SpinToWinView } from "./spin-to-win-view.ts"
