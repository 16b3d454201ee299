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
  viewDetails: "View Details",
  enquire: "Enquire",
  getFinance: "Get Finance",
  findSimilar: "Find Me Something Similar",
  soldNotice:
    "Unfortunately this {vehicle type} recently sold. But don't worry, we can help you find a similar {vehicle type}!",
  dealerCommentsPending: "Dealer comments are pending. Please check back here later.",
  notFoundTitle: "Page not found",
  notFoundBody: "We couldn't find the page you were looking for.",
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
