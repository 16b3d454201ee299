export {
  emailFieldCheck,
  mobileFieldCheck,
  phoneFieldCheck,
  postcodeFieldCheck,
  requiredFieldCheck
} from "./contact-field-checks.ts"
export {
  australianPhoneDigits,
  isAustralianMobile,
  isAustralianPhone,
  isBlankInput,
  isEmailAddress,
  isFourDigitPostcode
} from "./contact-formats.ts"
export {
  CAREER_ENQUIRY_SUBCATEGORY,
  CAREERS_ENQUIRY_CATEGORY,
  CATEGORY_SELECT_EVENT_ID,
  enquiryCategory,
  GENERAL_ENQUIRY_CATEGORY,
  isCategorySelectShown,
  type EnquiryCategory
} from "./enquiry-category.ts"
export { EnquiryForm, type EnquiryField } from "./enquiry-form.ts"
export { enquiryInitialValues } from "./enquiry-initial-values.ts"
export {
  autoSelectedOption,
  enquiryFormLayout,
  type EnquiryFormLayout,
  type EnquiryFormPlacement
} from "./enquiry-form-layout.ts"
export {
  fieldErrorFor,
  formValidation,
  type FieldError,
  type FormErrorSummary,
  type FormValidation
} from "./form-validation.ts"
export {
  isLeadFormSpam,
  LeadForm,
  validateLeadForm,
  type LeadFormField,
  type LeadFormValidationTexts
} from "./lead-form.ts"
export {
  LEAD_SOURCE,
  leadPayload,
  LeadPayloadExtras,
  type LeadFormValues,
  type LeadPageContext,
  type LeadPayload
} from "./lead-payload.ts"
export {
  PARTS_LEAD_COMPLETE,
  PARTS_STEPS,
  PartsForm,
  partsStepTitle,
  type PartsField,
  type PartsStep
} from "./parts-form.ts"
export { nextPartsStep, PARTS_ENQUIRY_CATEGORY, partsStepSubmit, type PartsStepSubmit } from "./parts-step-payload.ts"
export { FormsSettings, PartsRequirableField, RegoState } from "./settings.ts"
export { enquiryPrefill, StoredUserDetails, storedUserDetailsFromLeadForm } from "./stored-user-details.ts"
export {
  formSubmitFailure,
  leadSubmitOutcome,
  LeadSubmitResponse,
  type FormSubmitFailure,
  type LeadSubmitOutcome
} from "./submission-outcome.ts"
export { testDriveCarKind, type TestDriveCarKind } from "./test-drive-car-kind.ts"
export { TestDriveForm, validateTestDriveForm, type TestDriveField } from "./test-drive-form.ts"
export { formsTexts } from "./texts.ts"
export {
  onlineEstimateEligibility,
  tradeInEstimateFaq,
  type OnlineEstimateEligibility,
  type TradeInFaqEntry
} from "./trade-in-estimate.ts"
export { validateEnquiryForm, enquiryFieldChecks, type EnquiryValidationTexts } from "./validate-enquiry-form.ts"
export {
  validatePartsForm,
  validatePartsStep,
  type PartsValidationContext,
  type PartsValidationTexts
} from "./validate-parts-form.ts"
export { kilometresFromInput, validateValuationForm, type ValuationValidationTexts } from "./validate-valuation-form.ts"
export { PreferredContactMethod, Valuation, ValuationFormFields, YesNo, type ValuationField } from "./valuation.ts"
export {
  adjustmentsRequest,
  OFFER_ACCEPTED_SUBCATEGORY,
  offerAcceptedRequest,
  regoLookupRequest,
  type AdjustmentsRequest,
  type OfferAcceptedRequest,
  type RegoLookupRequest
} from "./valuation-requests.ts"
export { manufacturerSlug, vehicleEnquiryDefaults, VehicleEnquiryDefaults } from "./vehicle-enquiry-defaults.ts"
