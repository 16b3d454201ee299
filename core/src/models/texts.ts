/**
 * The models texts of the specification, verbatim; a tenant may override each (see `TenantConfig.texts`).
 * The colour picker's accessible names are the platform's own wording (the specification gives none).
 */
export const modelsTexts = {
  modelTestDriveButton: "Test Drive",
  modelRegisterInterestButton: "Register Interest",
  modelViewFullSpecifications: "View full specifications",
  driverAssistanceSeeRest: "See rest",
  modelDiscoverHeading: "Discover",
  colourPickerVariantsLabel: "Variants",
  colourPickerBodyStylesLabel: "Body styles",
  colourPickerColoursLabel: "Colours",
  colourPickerPrevious: "Previous colour",
  colourPickerNext: "Next colour"
} as const
