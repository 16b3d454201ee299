/**
 * Every user-visible text the specification gives, verbatim (typos included).
 * A tenant may override any of them through `TenantConfig.texts`.
 *
 * @example
 * resolveTexts({ noPrice: "Call for price" }).noPrice // "Call for price"
 */
export const defaultTexts = {
  noPrice: "Enquire for price.",
  preorder: "PREORDER",
  reservedTag: "RESERVED",
  comingSoonTag: "COMING SOON",
  soldTag: "JUST SOLD",
  justArrivedTag: "New",
  certifiedTag: "CERTIFIED PRE-OWNED",
  perWeek: "/week",
  noResultsTitle: "No Results Available",
  noResultsCarSearch:
    "No results found for your search at this time. Please try adjusting the filters for more results.",
  noResultsOffers:
    "There appears to be no offers currently available that meet the conditions of your search",
  clearFilters: "Clear Filters",
  showMeCars: "Show Me {count} cars",
  sortRelevance: "Most Relevant",
  sortLatest: "Latest",
  sortPriceDesc: "Highest Price",
  sortPriceAsc: "Lowest Price",
  sortLabel: "Sort by",
  makeFacetLabel: "Make",
  previousPage: "Previous",
  nextPage: "Next",
  pageOf: "Page {page} of {pages}",
  searchTitle: "New, Used and Demo Cars",
  invalidSearch: "That search could not be understood",
  viewDetails: "View Details",
  enquire: "Enquire",
  getFinance: "Get Finance",
  findSimilar: "Find Me Something Similar",
  soldNotice:
    "Unfortunately this {vehicle type} recently sold. But don't worry, we can help you find a similar {vehicle type}!",
  dealerCommentsTitle: "Dealer Comments",
  home: "Home",
  locatedAt: "Located at {city}",
  dealerCommentsPending: "Dealer comments are pending. Please check back here later.",
  notFoundTitle: "Page not found",
  notFoundBody: "We couldn't find the page you were looking for.",
  carNotFoundTitle: "Vehicle not found",
  carNotFoundBody: "This vehicle is no longer listed. Browse our current stock instead.",
  unknownSiteTitle: "No dealer site here",
  unknownSiteBody: "There is no dealer site at {host}.",
  unexpectedError: "An unexpected error occured"
} as const

export type TextKey = keyof typeof defaultTexts
export type Texts = { readonly [K in TextKey]: string }

/** Merges a tenant's overrides over the specification's texts. */
export function resolveTexts(overrides: Partial<Record<TextKey, string>> | undefined): Texts {
  return { ...defaultTexts, ...overrides }
}

/**
 * Fills `{placeholder}` slots of a text.
 *
 * @example
 * fillText("Located at {city}", { city: "Brisbane" }) // "Located at Brisbane"
 */
export function fillText(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(/\{([^}]+)\}/g, (slot, key: string) => values[key] ?? slot)
}
