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
  /** The vehicle page's trade-in call to action (section 2 names it "trade-in"). */
  tradeIn: "Trade-in",
  reserveNow: "Reserve Now",
  buyOnline: "Buy Online",
  findSimilar: "Find Me Something Similar",
  soldNotice:
    "Unfortunately this {vehicle type} recently sold. But don't worry, we can help you find a similar {vehicle type}!",
  dealerCommentsTitle: "Dealer Comments",
  /** The information tabs of section 2 that carry the dealer's own copy. */
  infoTabWhatsIncluded: "What's Included",
  infoTabWhyBuy: "Why Buy From Us?",
  infoTabReserveOnline: "Reserve Online",
  /** The Reserve Online tab where the dealer wrote no copy of its own: `{amount}` the deposit, `{hours}` the hold. */
  infoTabReserveOnlineCopy:
    "Reserve this car online with a refundable deposit of {amount}. We hold it for you for {hours} hours, and your deposit is 100% refundable.",
  infoTabProtectYourCar: "Protect Your Car",
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
  caravanKilograms: "{kg} kg",

  carPageTitle: "{title} for sale | {dealer}",
  carPageDescription: "{title} for sale at {dealer}: {price}, {km}.",
  carPageBreadcrumbs: "Breadcrumbs",
  carPageViews: "{count} views",
  carPageCall: "Call",
  carPageKeyInformation: "Key Information",
  carPageSpecifications: "Specifications",
  carPageFeatures: "Features",
  carPageFinanceCalculator: "Finance Calculator",
  carPageDelivery: "Delivery",
  carPageDeliveryCopy: "Delivery is available anywhere in Australia. Enter your postcode for an estimate.",
  carPagePriceComparison: "Price Comparison",
  carPageSimilarCars: "Similar Cars",
  carPageSimilarSearch: "See more {make} {model} cars",
  carPageDisclaimer:
    "While we make every effort to ensure the accuracy of this listing, details, prices and features may change. Please confirm them with the dealer before purchase.",
  carPageShare: "Share",
  carPageFavourite: "Save to Favourites",
  carPageFavourited: "Saved to Favourites",
  carPagePrint: "Print Page",
  /** The link to a car's history report (its label is not shown in the specification). */
  carPageHistoryReport: "History Report",
  carPageInfoTabs: "About this vehicle",
  carPageSpecIcons: "Highlights",
  carPagePrintedFrom: "Printed from {url}"
} as const
