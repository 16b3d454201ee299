/**
 * The stock, pricing and vehicle-page texts of the specification, verbatim (typos included); a
 * tenant may override each through `TenantConfig.texts`. Labels the specification does not give
 * (key information, caravan specifications, the below-market badge) are recorded in
 * `docs/core/stock.md`.
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
  bookTestDrive: "Book a Test Drive",
  reserveNow: "Reserve Now",
  buyOnline: "Buy Online",
  findSimilar: "Find Me Something Similar",
  soldNotice:
    "Unfortunately this {vehicle type} recently sold. But don't worry, we can help you find a similar {vehicle type}!",
  dealerCommentsTitle: "Dealer Comments",
  locatedAt: "Located at {city}",
  dealerCommentsPending: "Dealer comments are pending. Please check back here later.",
  carNotFoundTitle: "Vehicle not found",
  carNotFoundBody: "This vehicle is no longer listed. Browse our current stock instead.",

  stockShowMore: "Show More",
  stockShowLess: "Show Less",
  featuresShowAll: "Show All",
  featuresHide: "Hide",
  showAllMakes: "Show all makes",
  hideExtraMakes: "Hide extra makes",
  allMakes: "All Makes",

  regoExpiresOn: "Expires on {date}",
  regoUnregistered: "Unregistered",

  belowMarketBadge: "Below Market Price",
  belowMarketState: "{amount} below the state average market price",
  belowMarketNational: "{amount} below the national average market price",
  kmInputSuffix: " kms",

  breadcrumbCondition: "{condition} {vehicles}",
  conditionNew: "New",
  conditionUsed: "Used",
  conditionDemo: "Demo",

  keyInfoOdometer: "Odometer",
  keyInfoTransmission: "Transmission",
  keyInfoBody: "Body Type",
  keyInfoFuel: "Fuel Type",
  keyInfoDrive: "Drive Type",
  keyInfoEngine: "Engine",
  keyInfoColour: "Colour",
  keyInfoSeats: "Seats",
  keyInfoDoors: "Doors",
  keyInfoStockNumber: "Stock No.",
  keyInfoVin: "VIN",
  keyInfoRego: "Registration",
  keyInfoRegoExpiry: "Rego Expiry",
  keyInfoBuildDate: "Build Date",
  keyInfoComplianceDate: "Compliance Date",

  caravanBodyWidth: "Body Width",
  caravanBodyLength: "Body Length",
  caravanTareWeight: "Tare Weight",
  caravanAxleType: "Axle Type",
  caravanSleeps: "Sleeps",
  caravanAggregateTrailerMass: "ATM",
  caravanFeetAndMetres: "{feet} ft ({metres} m)",
  caravanKilograms: "{kg} kg"
} as const
