/**
 * The promotions texts of the specification, verbatim; a tenant may override each (see `TenantConfig.texts`).
 */
export const promotionsTexts = {
  weWantYourCarTitle: "We Want Your Car!",
  weWantYourCarButton: "Get Your Valuation",
  bookServiceBannerText: "BOOK A SERVICE",
  featureLatestOffers: "Latest Offers",
  featureBookService: "Book Service",
  featureSellYourCar: "Sell Your Car",
  groupClaimLocations: "Locations",
  groupClaimBrands: "Brands",
  groupClaimYears: "Years"
} as const
