/**
 * The models texts of the specification, verbatim; a tenant may override each (see `TenantConfig.texts`).
 * The colour picker's accessible names and the model page's headings are the platform's own wording
 * (the specification gives none).
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
  colourPickerNext: "Next colour",
  modelSpecsLabel: "Key specifications",
  modelGalleryLabel: "Gallery",
  modelDriverAssistanceHeading: "Driver assistance",
  modelVariantsHeading: "Variants",
  modelColoursHeading: "Colours",
  modelOwnerBenefitsHeading: "Owner benefits",
  modelDriveawayPrice: "{price} driveaway",
  modelRegisterInterestIntro: "Be the first to hear when the {model} arrives.",
  modelEnquireLink: "Enquire now"
} as const
