/**
 * The search listing texts of the specification, verbatim; a tenant may override each through
 * `TenantConfig.texts`.
 */
export const searchTexts = {
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
  invalidSearch: "That search could not be understood"
} as const
