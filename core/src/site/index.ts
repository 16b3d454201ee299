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
export {
  GROUP_BRANDS_PATH,
  SITE_PATHS,
  siteFrame,
  type BrandMenuView,
  type HeaderPhoneView,
  type SiteFrameInput,
  type SiteFrameSettings,
  type SiteFrameTexts,
  type SiteFrameView,
  type SiteNavGroup,
  type SiteNavLink
} from "./site-navigation.ts"
export { isCurrentPage } from "./site-paths.ts"
export { siteFrameAt, type FrameLinkMatch, type SiteFrameShell } from "./site-frame-at.ts"
export { siteFrameShell } from "./site-frame-shell.ts"
export { DEFAULT_HEADER_LINKS, HEADER_LINKS, headerLinks, type HeaderLinkKey, type HeaderLinkTargets, type HeaderLinkTexts } from "./header-links.ts"
export { siteFrameData, type SiteFrameData } from "./site-frame-data.ts"
export { siteFooter, type FooterLocationView, type SiteFooterTenant, type SiteFooterView } from "./site-footer.ts"
export { BusinessDetails, formatAbn } from "./business-details.ts"
export {
  addressLine,
  businessName,
  dealerLocations,
  locationLicences,
  locationPhoneView,
  phoneView,
  primaryLocation,
  type LicenceView,
  type PhoneView
} from "./dealer-details.ts"
export { siteContentPage } from "./site-content-page.ts"
export { defaultAboutPage } from "./default-about-page.ts"
export { defaultPrivacyPage } from "./default-privacy-page.ts"
export { defaultTermsPage } from "./default-terms-page.ts"
export { type DefaultPagesTenant } from "./default-page-sections.ts"
export { defaultPagesTexts } from "./default-pages-texts.ts"
export { ONE_BRAND_PATHS, oneBrandNavigation, type OneBrandNavigation, type OneBrandTexts } from "./one-brand-navigation.ts"
export {
  brandOverview,
  groupBrandsPage,
  groupBrandTile,
  groupClaimsView,
  type BrandOverviewView,
  type GroupBrandSectionView,
  type GroupBrandsPageView,
  type GroupBrandTileView,
  type GroupClaimsView
} from "./group-brands.ts"
export { groupFixedPage, type GroupFixedPageView } from "./group-fixed-pages.ts"
export {
  DROPDOWN_OPEN_MARKER,
  headerClassNames,
  headerMenuTransition,
  siteMenuTransition,
  type HeaderMenuEvent,
  type SiteMenuEvent
} from "./header-menu.ts"
export {
  GROUP_BRAND_KINDS,
  GROUP_FIXED_PATHS,
  GroupBrand,
  GroupFixedPage,
  MENU_OPEN_ON,
  SITE_NAVIGATIONS,
  SiteSettings,
  type GroupBrandKind,
  type GroupFixedPath,
  type MenuOpenOn,
  type SiteNavigationKind
} from "./settings.ts"
export { groupSiteTexts } from "./group-texts.ts"
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
export { Theme, ThemeColours, ThemeLogo } from "./theme.ts"
export { DEFAULT_THEME, resolveTheme, themeTokens, type ResolvedTheme } from "./theme-tokens.ts"
export { contrastRatio, formatContrast, relativeLuminance, type HexColour } from "./colour-contrast.ts"
export { MIN_TEXT_CONTRAST, THEME_CONTRAST_PAIRS, themeContrastIssues, type ThemeContrastPair } from "./theme-contrast.ts"
export { MANUFACTURER_THEMES, manufacturerTheme } from "./manufacturer-themes.ts"
export { tenantTheme, type ThemedTenant } from "./tenant-theme.ts"
export {
  DEFAULT_HOME_SECTIONS,
  FeaturedStockSection,
  HeroSection,
  HomeSection,
  HomeSettings,
  HomeStockFilters,
  LocationsSection,
  NewArrivalsSection,
  OffersSection,
  PromoSliderSection,
  QUICK_SEARCH_FIELDS,
  QuickSearchSection,
  shownHomeSections,
  type HomeSectionType,
  type QuickSearchField,
  type ShownHomeSection
} from "./home-sections.ts"
export { homeTexts } from "./home-texts.ts"
export { heroView, type HeroView } from "./home-hero.ts"
export {
  QUICK_SEARCH_FACETS,
  quickSearchCountText,
  quickSearchCountWords,
  quickSearchModelGroups,
  quickSearchQuery,
  quickSearchView,
  type QuickSearchCountWords,
  type QuickSearchModelGroup,
  type QuickSearchOption,
  type QuickSearchSelect,
  type QuickSearchValues,
  type QuickSearchView
} from "./home-quick-search.ts"
export {
  featuredStockQuery,
  newArrivalsQuery,
  offersStockQuery,
  pickFeaturedCars,
  pickNewArrivals,
  stockSectionHref
} from "./home-stock.ts"
export {
  homeLocationsView,
  homeReviewsView,
  type HomeLocationsView,
  type HomeLocationView,
  type HomeReviewsView,
  type HomeReviewView
} from "./home-locations.ts"
export {
  HOME_OVERVIEW_FACETS,
  homePageView,
  homeStockRequests,
  type HomeBrandsView,
  type HomePageInput,
  type HomePageView,
  type HomeSectionView,
  type HomeStockRequest,
  type HomeStockSectionView
} from "./home-page.ts"
export { pageTitle } from "./page-title.ts"
export { locatorOutcome, type LocatorOutcome, type LocatorOutcomeTexts } from "./locator-outcome.ts"
