/**
 * The gauge texts of the specification, verbatim; a tenant may override each (see `TenantConfig.texts`).
 * The loading and figure labels are the platform's own: the specification names no words for them.
 */
export const gaugeTexts = {
  gaugeGoodDeal: "Good Deal",
  gaugeGreatDeal: "Great Deal",
  gaugeLoading: "Loading the market price comparison",
  gaugeListingPriceLabel: "Listing price",
  gaugeMarketRangeLabel: "Market range"
} as const
