/**
 * The models texts of the specification, verbatim; a tenant may override each (see `TenantConfig.texts`).
 */
export const modelsTexts = {
  modelTestDriveButton: "Test Drive",
  modelRegisterInterestButton: "Register Interest",
  modelViewFullSpecifications: "View full specifications",
  driverAssistanceSeeRest: "See rest",
  modelDiscoverHeading: "Discover"
} as const
