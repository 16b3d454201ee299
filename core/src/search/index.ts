export { pageCount } from "./page-count.ts"
export {
  emptyStockQuery,
  PAGE_SIZE,
  SORT_OPTIONS,
  type NumericRange,
  type SortBy,
  type StockQuery
} from "./stock-query.ts"
export {
  stockQueryFromSearchParams,
  stockQueryToSearchParams,
  withFilter,
  type QueryParamError,
  type SearchParamPairs,
  type SearchParamsLike
} from "./stock-query-url.ts"
export { FacetItem, type FacetName, type FacetStats, type StockResult } from "./stock-result.ts"
export type { SearchScope, StockSearch } from "./stock-search.ts"
export {
  searchHref,
  searchListingView,
  type FacetOptionView,
  type SearchListingView,
  type SortOptionView
} from "./search-listing-view.ts"
export { searchTexts } from "./texts.ts"
