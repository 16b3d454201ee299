/**
 * The stock and vehicle-page texts of the specification, verbatim (typos included); a tenant may
 * override each through `TenantConfig.texts`.
 */
export const stockTexts = {
  noPrice: "Enquire for price.",
  preorder: "PREORDER",
  reservedTag: "RESERVED",
  comingSoonTag: "COMING SOON",
  soldTag: "JUST SOLD",
  justArrivedTag: "New",
  certifiedTag: "CERTIFIED PRE-OWNED",
  perWeek: "/week",
  viewDetails: "View Details",
  enquire: "Enquire",
  getFinance: "Get Finance",
  findSimilar: "Find Me Something Similar",
  soldNotice:
    "Unfortunately this {vehicle type} recently sold. But don't worry, we can help you find a similar {vehicle type}!",
  dealerCommentsTitle: "Dealer Comments",
  locatedAt: "Located at {city}",
  dealerCommentsPending: "Dealer comments are pending. Please check back here later.",
  carNotFoundTitle: "Vehicle not found",
  carNotFoundBody: "This vehicle is no longer listed. Browse our current stock instead."
} as const
