export { EnquiredCar } from "./enquired-car.ts"
export { FavouriteCar, isFavourited, toggleFavourite } from "./favourite-car.ts"
export {
  DEFAULT_PRICE_DISPLAY_PREFERENCE,
  decodePriceDisplayPreference,
  PriceDisplayPreference
} from "./price-display-preference.ts"
export { readPriceDisplayChoice } from "./price-display-choice.ts"
export {
  nonEmptyFilters,
  readSearchHistory,
  recordSearch,
  sameSearch,
  SEARCH_HISTORY_MAX,
  SearchFilterValue,
  SearchHistoryEntry,
  type SearchFilters,
  type SearchHistoryRecord
} from "./search-history.ts"
export { storageKey, storageKeyNames, type StorageKeyName } from "./storage-keys.ts"
export { decodeStoredJson, decodeStoredList, encodeStoredJson } from "./stored-json.ts"
export { StoredTradeInValuation } from "./stored-trade-in-valuation.ts"
export { recordViewedCar, VIEWED_CARS_MAX, ViewedCar } from "./viewed-car.ts"
export { StorageSettings } from "./settings.ts"
export { storageTexts } from "./texts.ts"
