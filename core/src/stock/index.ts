export { isAvailable } from "./availability.ts"
export { Car, CarStatus, CarType } from "./car.ts"
export { CarHotspot, CarHotspots, CarImage, CarVideo, HotspotPosition, StandardEquipmentItem } from "./car-media.ts"
export { CarVariant } from "./car-variant.ts"
export { CaravanSpecifications } from "./caravan-specifications.ts"
export { CarLocation, CarLocationAddress, carLocationAddressLine, DistributionLocation } from "./car-location.ts"
export { AutograbData, CarYouxQuote } from "./car-market-data.ts"
export { DealershipLocation, DealershipLocationAddress, DealershipLocationType } from "./dealership-location.ts"
export { brandTileHref, ManufacturerBrandTile } from "./manufacturer-brand-tile.ts"
export { carCard, carPath, marketBadgeView, type CarCardView, type MarketBadgeView } from "./car-card.ts"
export {
  cardImageUrl,
  carPhotoUrl,
  PLACEHOLDER_IMAGE_PATH,
  PLACEHOLDER_SHAPES,
  placeholderImageUrl,
  placeholderShape,
  type PlaceholderShape
} from "./placeholder-image.ts"
export { carButtons, type CarButton, type CarButtonContext, type CarButtonKind } from "./car-buttons.ts"
export { isOnlinePurchasable, isReservable } from "./purchase-eligibility.ts"
export { cardChips } from "./card-chips.ts"
export { cardTag, type CardTag, type CardTagContext, type CardTagKind } from "./card-tag.ts"
export { carTitle } from "./car-title.ts"
export { historyReportHref } from "./history-report.ts"
export { carViewFigure } from "./car-view-figure.ts"
export { carViewLimitName, type CarViewCall } from "./car-view-counting.ts"
export {
  isVisibleInPriceAscending,
  isVisibleInSearch,
  type VisibilityCar,
  type VisibilityContext
} from "./search-visibility.ts"
export { isFavouriteVisible, isWatchlistSaveVisible } from "./favourite-visibility.ts"
export { collapseSoldRuns } from "./sold-collapse.ts"
export { SIMILAR_CARS_LIMIT, similarCars, similarPriceBand } from "./similar-cars.ts"
export { carBreadcrumbs, type Breadcrumb, type BreadcrumbContext } from "./breadcrumbs.ts"
export { listingPrefixServed } from "./listing-prefix.ts"
export {
  appliedSliderRange,
  roundedRangeSides,
  sliderFilterRange,
  clampSliderRange,
  LOCATION_PRICE_SLIDER_RANGE,
  moveSliderHandle,
  PRICE_SLIDER_DEFAULT_RANGE,
  PRICE_SLIDER_STEP,
  SLIDER_HANDLE_GAP,
  sliderStep,
  type SliderKind,
  type SliderRange
} from "./range-slider.ts"
export {
  ALL_MAKES_HREF,
  MAKE_LIST_SIZE,
  MAKE_LIST_WITH_LINK_SIZE,
  MAKE_MODEL_LIST_SIZE,
  makeList,
  makeModelList,
  type MakeListContext,
  type MakeListView
} from "./make-list.ts"
export { REGO_TIME_ZONE, regoExpiryText, type RegoExpiryContext } from "./rego-expiry.ts"
export { caravanSpecificationRows, feetToMetres, type SpecificationRow } from "./caravan-dimensions.ts"
export { collapsibleList, expandableList, type CollapsibleList, type ExpandableList } from "./collapsible-list.ts"
export {
  KEY_INFORMATION_LIMIT,
  keyInformation,
  keyInformationGrid,
  type KeyInformationItem
} from "./key-information.ts"
export { carFeatures, FEATURES_LIMIT, featuresListView } from "./features-list.ts"
export { DEALER_COMMENTS_LIMIT, dealerCommentsView, type DealerCommentsView } from "./dealer-comments.ts"
export { InfoTabBlock, InfoTabContent } from "./info-tab-content.ts"
export {
  carInfoTabs,
  infoTabBlocks,
  type InfoTab,
  type InfoTabBlockView,
  type InfoTabKey,
  type InfoTabsContext
} from "./info-tabs.ts"
export {
  carGalleryImages,
  carGalleryVideo,
  carGalleryView,
  carWalkaroundVideo,
  type GalleryImage,
  type GallerySlide,
  type GalleryVideo,
  type GalleryView
} from "./gallery.ts"
export {
  isStickyBottomBarScrolled,
  isStickyHeaderShown,
  STICKY_BOTTOM_BAR_OFFSET_PX,
  STICKY_HEADER_OFFSET_PX
} from "./sticky-thresholds.ts"
export { stickyBarTexts } from "./sticky-bar-texts.ts"
export {
  stickyBottomBar,
  type StickyBarButton,
  type StickyBarButtonKind,
  type StickyBottomBarContext,
  type StickyBottomBarView
} from "./sticky-bottom-bar.ts"
export type { StockRepository } from "./stock-repository.ts"
export { carDetailView, hasDetailPage, type CarDetailView } from "./car-detail-view.ts"
export { carJsonLd, type CarJsonLdContext, type JsonLd } from "./car-json-ld.ts"
export { absoluteUrl, carPageMeta, type CarPageMeta } from "./car-page-meta.ts"
export { buttonContextOf, priceContextOf, tagContextOf, visibilityContextOf } from "./tenant-rule-context.ts"
export { vehicleType } from "./vehicle-type.ts"
export { StockSettings } from "./settings.ts"
export { stockTexts } from "./texts.ts"
