export {
  carComparison,
  COMPARE_MAX_CARS,
  COMPARE_MIN_CARS,
  compareCarIds,
  type CarComparisonView,
  type ComparedCarColumn,
  type ComparisonRow
} from "./car-comparison.ts"
export {
  locatorRadius,
  locatorResultGroups,
  type LocatorResultGroup,
  type LocatorResultsTexts,
  type LocatorResultView
} from "./locator-results.ts"
export { SITE_PATHS, siteFrame, type SiteFrameTexts, type SiteFrameView, type SiteNavLink } from "./site-navigation.ts"
export { searchLandingPaths, sitemapUrls, type SitemapUrl } from "./sitemap-urls.ts"
export { siteFrameTexts } from "./texts.ts"
export { dealershipPlaces } from "./dealership-places.ts"
export { locatorRequest, type LocatorRequest } from "./locator-request.ts"
export { recentlyViewedItems, type RecentlyViewedItem } from "./recently-viewed.ts"
export {
  locationDetailView,
  locationListView,
  type LocationCardView,
  type LocationDetailView,
  type LocationListView,
  type LocationPagesTenant,
  type LocationRatingView,
  type ReviewItemView,
  type StarsView
} from "./location-pages.ts"
export { locationPagesTexts } from "./location-pages-texts.ts"
