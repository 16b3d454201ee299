export { pageCount } from "./page-count.ts"
export {
  emptyLocationQuery,
  emptyStockQuery,
  FILTER_FACETS,
  MAX_QUERY_LENGTH,
  PAGE_SIZE,
  RANGE_FILTERS,
  SORT_OPTIONS,
  type FacetSelections,
  type FilterFacet,
  type LocationQuery,
  type NumericRange,
  type RangeFilter,
  type RangeSelections,
  type SortBy,
  type StockQuery
} from "./stock-query.ts"
export { MAX_PLACE_LABEL_LENGTH, type QueryParamError } from "./query-param-parsers.ts"
export {
  stockQueryFromSearchParams,
  stockQueryToSearchParams,
  type SearchParamPairs,
  type SearchParamsLike
} from "./stock-query-url.ts"
export { toggleFacetValue, withFacetValues, withFilter, withRange } from "./stock-query-change.ts"
export { checkStockQuery, stockQueryProblem } from "./stock-query-check.ts"
export { rangesWithinBounds } from "./range-bounds.ts"
export {
  emptyResultFacets,
  emptyResultFacetStats,
  emptyStockResult,
  FacetItem,
  RESULT_FACETS,
  type FacetName,
  type FacetStats,
  type ResultFacets,
  type ResultFacetStats,
  type StockResult
} from "./stock-result.ts"
export type { SearchScope, StockSearch, StockSearchOptions } from "./stock-search.ts"
export type { StockChange, StockChangeSink } from "./stock-change.ts"
export {
  geocodeErrorMessage,
  postcodeFound,
  postcodeNotFound,
  type PlaceCoordinates,
  type DealershipPlace,
  type GeocodeError,
  type Geocoder,
  type PlaceSuggestion,
  type PlaceSuggestOptions,
  type PostcodeLookup,
  type PostcodePlace
} from "./geocoder.ts"
export { placeLocationQuery } from "./place-location-query.ts"
export { searchDocument, type SearchDocument } from "./search-document.ts"
export { visibilityFlipTimes } from "./visibility-flip-times.ts"
export { customRank } from "./custom-rank.ts"
export { lowestPriceSortKey } from "./lowest-price-order.ts"
export {
  fieldTokens,
  identifierKey,
  MAX_QUERY_WORDS,
  MAX_SEARCH_TOKEN_LENGTH,
  normalizeSearchText,
  prefixEditDistance,
  queryWords,
  searchTokens,
  termMatch,
  TYPO_MIN_LENGTH,
  type TermMatch
} from "./search-text.ts"
export { compareFacetValues, sortFacetItems } from "./facet-order.ts"
export { carTypeSelection, mergeCarTypeItems } from "./car-type-facet.ts"
export { facetValueLabel, RELABELLED_FACETS, type FacetLabelTexts } from "./facet-labels.ts"
export {
  PRICE_BAND_BOUNDS,
  priceBand,
  priceBandLabel,
  priceBandStart,
  WEEKLY_PRICE_BAND_BOUNDS
} from "./price-bands.ts"
export { CAPPED_TOTAL_LIMIT, displayedTotal } from "./displayed-total.ts"
export { FACET_SELECTORS, SearchSettings, type FacetSelector } from "./settings.ts"
export {
  facetControls,
  type FacetChoiceView,
  type FacetControlTexts,
  type FacetControlView,
  type FacetFormView
} from "./facet-controls.ts"
export {
  brandGrid,
  type BrandGridTexts,
  type BrandGridView,
  type BrandGroupView,
  type BrandTileView,
  type KindMakes
} from "./brand-grid.ts"
export { searchHref } from "./search-href.ts"
export {
  searchFacetOptions,
  SEARCH_LISTING_FACETS,
  SEARCH_LISTING_RANGES,
  searchLocationSection,
  searchRangeSections,
  type FacetOptionView,
  type FacetSectionView,
  type LocationSectionView,
  type RangeSectionView
} from "./search-filter-sections.ts"
export {
  searchListingView,
  type PageNumberView,
  type SearchListingView,
  type SearchPageLinkView,
  type SortOptionView
} from "./search-listing-view.ts"
export { pageNumbers, type PageNumberSlot } from "./page-numbers.ts"
export { countText, type CountTextView } from "./count-text.ts"
export {
  CAR_VEHICLE_KIND,
  isCarKind,
  MIXED_VEHICLE_KIND,
  resultVehicleKind,
  vehiclesHeadingWord,
  vehiclesWord,
  type VehicleWordTexts
} from "./vehicle-words.ts"
export { filterLabels, type FilterLabel, type FilterLabelTexts } from "./filter-labels.ts"
export {
  appliedFilters,
  type AppliedFilterChipView,
  type AppliedFiltersTexts,
  type AppliedFiltersView
} from "./applied-filters.ts"
export {
  KEYWORD_SUGGESTIONS_LIMIT,
  keywordSuggestions,
  type KeywordStock,
  type KeywordSuggestion
} from "./keyword-suggestions.ts"
export {
  searchHistoryEntry,
  searchHistoryHref,
  searchHistoryLinks,
  type SearchHistoryLinkView
} from "./search-history-links.ts"
export { searchAtPlace, typedPlace } from "./typed-place.ts"
export { searchTexts } from "./texts.ts"
export {
  cachedResult,
  rememberResult,
  SEARCH_CACHE_SIZE,
  stockQueryKey,
  type SearchCacheEntry
} from "./stock-search-cache.ts"
export { connectStockSearch, type StockSearchApi, type StockSearchPage } from "./stock-search-connect.ts"
export {
  SEARCH_SLIDER_DEBOUNCE_MS,
  SEARCH_TEXT_DEBOUNCE_MS,
  SEARCH_TIMEOUT_MS,
  stockSearchMachine,
  type StockSearchContext,
  type StockSearchEvent,
  type StockSearchMachineInput
} from "./stock-search-machine.ts"
export {
  conditionsOfSegment,
  DEFAULT_SEARCH_PATH,
  scopedStockQuery,
  scopeFilters,
  scopeMatchesNothing,
  searchModelScope,
  searchSegmentScope,
  searchSlug,
  SPECIAL_OFFERS_PATH,
  type CarCondition,
  type SearchPathLocation,
  type SearchPathScope
} from "./search-path-scope.ts"
export { foldRangeFields, rangeFieldNames } from "./range-field-params.ts"
export {
  searchHeading,
  searchPageView,
  type SearchCardView,
  type SearchEntryView,
  type SearchPageMeta,
  type SearchPageView
} from "./search-page-view.ts"
export { similarCarQueries } from "./similar-car-queries.ts"
