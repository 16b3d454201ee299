/**
 * The search listing texts of the specification, verbatim; a tenant may override each through
 * `TenantConfig.texts`. Labels the specification does not give (facet headings, status and
 * condition values) are chosen in `docs/core/search.md`.
 */
export const searchTexts = {
  noResultsTitle: "No Results Available",
  noResultsCarSearch:
    "No results found for your search at this time. Please try adjusting the filters for more results.",
  noResultsOffers: "There appears to be no offers currently available that meet the conditions of your search",
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
  placePickerPlaceholder: "Postcode, city or dealership name",

  searchFacetModel: "Model",
  searchFacetCondition: "Condition",
  searchFacetBody: "Body Type",
  searchFacetFuel: "Fuel Type",
  searchFacetTransmission: "Transmission",
  searchFacetDrive: "Drive Type",
  searchFacetColour: "Colour",
  searchFacetSeats: "Seats",
  searchFacetLocation: "Location",
  searchFacetPrice: "Price",
  searchFacetYear: "Year",
  searchFacetKm: "Kilometres",
  searchRadiusOption: "Within {radius} km",

  searchNewAndDemo: "New & Demo",
  searchStatusInStock: "In Stock",
  searchStatusComingSoon: "Coming Soon",
  searchStatusSold: "Sold",
  searchCertified: "Certified Pre-Owned",
  searchNotCertified: "Not Certified",
  searchFailed: "We couldn't update the results. Please try again.",
  searchTimedOut: "The search is taking too long. Please try again.",
  searchRetry: "Try again",
  searchBoxLabel: "Search cars",
  searchRangeMinLabel: "Minimum {label}",
  searchRangeMaxLabel: "Maximum {label}",
  searchRangeClear: "Clear {label}",
  searchRangeApply: "Apply",
  searchFiltersTitle: "Filters",
  searchFiltersOpen: "Show Filters",
  searchLoading: "Updating results",
  searchResultsLabel: "Search results",

  searchTitleCondition: "{condition} Cars",
  searchConditionJoin: " and ",
  searchTitleMake: "{make} Cars for Sale",
  searchTitleModel: "{make} {model} for Sale",
  searchTitleDealership: "Cars for Sale at {dealership}",
  searchTitleOffers: "Special Offers",
  searchPageTitle: "{heading} | {site}",
  searchPagedTitle: "{heading} - Page {page} | {site}",
  searchMetaDescription:
    "Browse {count} {heading} at {site}. Compare prices, kilometres and features, then enquire or book a test drive online."
} as const
