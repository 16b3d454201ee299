export { blogCardText, BLOG_DESCRIPTION_LENGTH, BLOG_TITLE_LENGTH, type BlogCardText } from "./blog-card.ts"
export {
  BODY_STYLE_TABS_MIN_COLOURS_EXCLUSIVE,
  BODY_STYLE_TABS_MIN_GROUPS,
  bodyStyleCodeOf,
  bodyStyleGroups,
  bodyStyleLabel,
  showsBodyStyleTabs,
  type BodyStyleGroup
} from "./body-style-groups.ts"
export { brochureLink, type BrochureLink } from "./brochure-link.ts"
export {
  colourPickerTransition,
  initialColourPickerState,
  normaliseColourPickerState,
  selectedBodyStyle,
  type ColourPickerEvent,
  type ColourPickerState,
  type ColourPickerTabs
} from "./colour-picker.ts"
export {
  COLOUR_PICKER_ANCHOR,
  colourPickerLinks,
  colourPickerStateFromQuery,
  type ColourPickerLinks,
  type ColourPickerQuery
} from "./colour-picker-link.ts"
export { colourChoiceParams, type QueryPairs } from "./colour-choice-params.ts"
export { connectColourPicker, type ColourPickerApi } from "./colour-picker-connect.ts"
export { colourPickerMachine, type ColourPickerMachineInput, type ColourPickerTexts } from "./colour-picker-machine.ts"
export { colourPickerView, type ColourPickerView } from "./colour-picker-view.ts"
export { discoverBlock, DiscoverByModelId, DiscoverItem, type DiscoverBlock } from "./discover.ts"
export {
  DRIVER_ASSISTANCE_COLLAPSED_COUNT,
  DRIVER_ASSISTANCE_SYSTEM_COUNT,
  driverAssistanceView,
  type DriverAssistanceView
} from "./driver-assistance.ts"
export { Manufacturer } from "./manufacturer.ts"
export { Model, ModelGalleryImage, ModelImageRef, ModelSpecification, ModelStatus, ModelVariant } from "./model.ts"
export { knownBodyStyleCodes, ModelColour, ModelColourVariant, type KnownBodyStyleCode } from "./model-colour.ts"
export {
  MODEL_DROPDOWN_DESCRIPTION_LENGTH,
  modelDropdownItem,
  modelImageUrl,
  modelPath,
  modelSlug,
  type ModelDropdownItem
} from "./model-dropdown.ts"
export {
  findModel,
  modelPageView,
  type ModelColourPickerData,
  type ModelPageView,
  type VariantCard
} from "./model-page-view.ts"
export { MODEL_SPEC_HIGHLIGHT_COUNT, modelSpecHighlights, type ModelSpecHighlight } from "./model-spec-highlights.ts"
export { MODEL_TEST_DRIVE_PATH, REGISTER_INTEREST_ANCHOR, variantAction, type VariantAction } from "./variant-action.ts"
export { variantColours, type VariantColours } from "./variant-colours.ts"
export { OwnerBenefit } from "./owner-benefit.ts"
export { MODEL_PAGE_LAYOUTS, ModelsSettings } from "./settings.ts"
export { modelsTexts } from "./texts.ts"
