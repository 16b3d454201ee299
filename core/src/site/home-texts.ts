/**
 * The platform's own texts of the home page sections; the specification gives only "Show Me N
 * cars" (`showMeCars`, search), the locations headings (`N Big Locations`, `Find Us Here`), `Closed`
 * and the banner and claim words, which the sections reuse by key. A tenant may override each (see
 * `TenantConfig.texts`); a section's own `heading` overrides its heading on that section alone.
 */
export const homeTexts = {
  homeHeroHeading: "Find your next car at {name}",
  homeHeroCta: "Browse Our Stock",
  homeQuickSearchHeading: "Find Your Next Car",
  homeQuickSearchKeyword: "Keyword",
  homeQuickSearchKeywordPlaceholder: "Make, model or stock number",
  homeQuickSearchMinPrice: "Min Price",
  homeQuickSearchMaxPrice: "Max Price",
  homeFeaturedHeading: "Featured Stock",
  homeFeaturedLink: "Browse All Stock",
  homeNewArrivalsHeading: "New Arrivals",
  homeNewArrivalsLink: "See All New Arrivals",
  homeOffersHeading: "Current Offers",
  homeOffersLink: "View All Offers",
  homeBrandsLink: "View All Brands",
  homeTodayHours: "Today: {hours}",
  homeOpenNow: "Open now",
  homeClosedNow: "Closed now",
  homeCallPhone: "Call {phone}",
  homeReadReviews: "Read reviews of {name}"
} as const
