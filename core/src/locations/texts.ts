/**
 * The locations texts of the specification, verbatim; a tenant may override each (see `TenantConfig.texts`).
 * Reused by key from other areas: `locatedAt` ("Located at {city}", stock) and `formsPostcodeInvalid`
 * ("Invalid postcode. Please enter a 4-digit number.", forms). The texts from `deliveryLookupTimedOut` on
 * are the platform's own: the specification gives no words for a lookup that hangs, the result
 * sentence, the form's labels, the bar's dismiss button or the locator's radius and results.
 */
export const locationsTexts = {
  locationsHeadingMany: "{count} Big Locations",
  locationsHeadingSingle: "Find Us Here",
  locationGetDirections: "Get Directions",
  dealershipPickerPlaceholder: "Postcode, city or dealership name",
  dealershipPickerRequired: "*Please select a dealership location",
  locationReviewCount: "({count})",
  phoneMissingForCar: "No phone number available for car",
  deliveryPostcodeRequired: "Please enter a postcode.",
  deliveryNoEstimate:
    "Sorry, we can't provide an estimate for that location. Please use the enquiry form on this page or give us a call to get a quote.",
  locatorPostcodeNotFound: "Invalid postcode",
  deliveryLookupTimedOut: "The delivery estimate is taking too long. Please try again.",
  deliveryEstimateResult: "Delivery to {region}: {price}",
  deliveryPostcodeLabel: "Postcode",
  deliveryCalculateButton: "Calculate",
  announcementDismiss: "Dismiss",
  locatorRadiusLabel: "Radius",
  locatorRadiusOption: "{radius} km",
  locatorDistance: "{distance} km away",
  locatorNoDealerships: "No dealerships found near {place}",
  locatorSearching: "Searching…"
} as const
