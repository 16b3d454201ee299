import { pickTexts, type Texts } from "@dealer/core"

/**
 * The texts that pages read from the root route in the browser: the emergency banner, the error
 * page, the search page's controls and the keyword box. Every other text reaches the browser inside
 * the view a route's loader built (the site frame's in the frame the root route builds), so the
 * tenant's whole text list (about 37 KB) stays on the server. A text read from the root that is not
 * listed here fails the type check.
 */
const ROOT_TEXT_KEYS = [
  // Emergency banner and error page.
  "emergencyBannerLabel",
  "bannerDismiss",
  "home",
  "unexpectedError",
  // Search page controls.
  "searchFiltersTitle",
  "searchResultsLabel",
  "searchLoading",
  "searchFailed",
  "searchRangeApply",
  "searchRangeClear",
  "searchRangeMinLabel",
  "searchRangeMaxLabel",
  "kmInputSuffix",
  "hideExtraMakes",
  "priceDisplayLegend",
  "priceDisplayCash",
  "priceDisplayFinance",
  "priceDisplayRepaymentLabel",
  // The keyword box (site header and search page).
  "searchBoxLabel",
  "searchBoxPlaceholder",
  "searchBoxSubmit",
  "searchBoxSuggestions",
  "searchFacetChoice"
] as const satisfies ReadonlyArray<keyof Texts>

export type RootTexts = Pick<Texts, (typeof ROOT_TEXT_KEYS)[number]>

/** The tenant's texts cut to those the root route sends to the browser. */
export function rootTexts(texts: Texts): RootTexts {
  return pickTexts(texts, ROOT_TEXT_KEYS)
}
