/** Arbitraries and examples for tests of core rules and their callers: `@dealer/core/testing`. */
export { carArbitrary } from "./car-arbitrary.ts"
export { exampleCar, exampleLocation, exampleTenant } from "./examples.ts"
export { exampleLeadPage } from "./example-lead-page.ts"
export { australianGeoPointArbitrary, locationArbitrary, openingHoursArbitrary } from "./locations-arbitraries.ts"
export {
  colourPickerEventArbitrary,
  colourPickerTabsArbitrary,
  favouriteCarArbitrary,
  modelColourArbitrary,
  modelColourListArbitrary,
  modelColourVariantArbitrary,
  promoNodeArbitrary,
  searchArbitrary,
  searchFiltersArbitrary,
  searchHistoryEntryArbitrary,
  viewedCarArbitrary
} from "./content-arbitraries.ts"
export {
  australianLandlineArbitrary,
  australianMobileArbitrary,
  australianPhoneArbitrary,
  emailAddressArbitrary,
  enquiryFormArbitrary,
  enquiryFormLayoutArbitrary,
  fourDigitPostcodeArbitrary,
  invalidAustralianPhoneArbitrary,
  invalidEnquiryFormArbitrary,
  invalidPostcodeInputArbitrary,
  requiredEnquiryFields
} from "./forms-arbitraries.ts"
export {
  autograbDataArbitrary,
  autoGaugeResponseArbitrary,
  caravanSpecificationsArbitrary,
  carHotspotArbitrary,
  carHotspotsArbitrary,
  carImageArbitrary,
  carLocationArbitrary,
  carVariantArbitrary,
  carVideoArbitrary,
  carYouxQuoteArbitrary,
  dealershipLocationArbitrary,
  financeLendersArbitrary,
  standardEquipmentArbitrary
} from "./stock-arbitraries.ts"
export {
  financeAmountArbitrary,
  financeBalloonArbitrary,
  financeCalculatorInputArbitrary,
  financeCalculatorValuesArbitrary,
  financeComparisonInputArbitrary,
  financeDepositArbitrary,
  financeFeeArbitrary,
  financeFrequencyArbitrary,
  financeRateArbitrary,
  financeSettingsArbitrary,
  financeTermYearsArbitrary
} from "./finance-arbitraries.ts"
export {
  searchNowArbitrary,
  searchStockArbitrary,
  searchTenantArbitrary,
  stockQueryArbitrary,
  stockQueryOverArbitrary
} from "./search-arbitraries.ts"
export { tenantConfigArbitrary } from "./tenant-arbitrary.ts"
