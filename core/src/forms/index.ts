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
export { connectLeadForm, tradeInChoices, type LeadFormApi } from "./lead-form-connect.ts"
export {
  leadFormMachine,
  leadFormPayload,
  type LeadFormContext,
  type LeadFormEvent,
  type LeadFormLeadValues,
  type LeadFormMachineInput,
  type LeadFormTexts
} from "./lead-form-machine.ts"
export { leadFormInitialValues, leadFormInput } from "./lead-form-setup.ts"
export { postedLeadFormValues } from "./posted-lead-form-values.ts"
export { vehicleFormFlow, type VehicleFormFlow } from "./vehicle-form-flow.ts"
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
export { EnquireNowForm, FormsSettings, PartsRequirableField, RegoState } from "./settings.ts"
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
export {
  PreferredContactMethod,
  storedValuationId,
  Valuation,
  ValuationFormFields,
  YesNo,
  type ValuationField
} from "./valuation.ts"
export { YES_NO_ANSWERS, yesNoAnswer, type YesNoAnswer } from "./yes-no.ts"
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
export { connectEnquiryForm, type EnquiryFormApi } from "./enquiry-form-connect.ts"
export {
  enquiryFormMachine,
  enquiryLeadPayload,
  type EnquiredVehicleFields,
  type EnquiryFormContext,
  type EnquiryFormEvent,
  type EnquiryFormMachineInput,
  type EnquiryFormTexts,
  type EnquiryLeadValues
} from "./enquiry-form-machine.ts"
export {
  enquiryFormInput,
  REQUEST_PHOTOS_SUBCATEGORY,
  requestPhotosFormSetup,
  SIMILAR_CAR_SUBCATEGORY,
  similarCarFormSetup,
  VEHICLE_ENQUIRY_CATEGORY,
  type EnquiryFormSetup,
  type VehicleDialogContext
} from "./enquiry-form-setup.ts"
export { formFeedbackView, type FormFeedbackView } from "./form-feedback-view.ts"
export {
  FORM_REQUEST_TIMEOUT_MS,
  isLeadAccepted,
  LEAD_SUCCESS_PATH,
  noFormFeedback,
  refusedLeadFeedback,
  rejectedLeadFeedback,
  rejectedSubmitFeedback,
  timedOutFeedback,
  withFieldChange,
  type FieldChange,
  type FormFeedback,
  type FormFlowTexts,
  type LeadSuccessRecord,
  type LeadTrackingEvent
} from "./form-flow.ts"
export {
  connectMultiStepEnquiry,
  type EnquiryStepView,
  type MultiStepEnquiryApi
} from "./multi-step-enquiry-connect.ts"
export {
  enquirySuccessRecord,
  enquiryTrackingEvent,
  multiStepEnquiryMachine,
  type EnquiryCar,
  type EnquiryStep,
  type MultiStepEnquiryContext,
  type MultiStepEnquiryEvent,
  type MultiStepEnquiryMachineInput
} from "./multi-step-enquiry-machine.ts"
export {
  leadCar,
  leadSuccessEffects,
  type LeadFormKind,
  type LeadSuccessEffects,
  type SentLeadFields
} from "./lead-success-effects.ts"
export { connectPartsWizard, type PartsWizardApi, type PartsWizardStepView } from "./parts-wizard-connect.ts"
export {
  partsWizardMachine,
  partsWizardPayload,
  type PartsWizardContext,
  type PartsWizardEvent,
  type PartsWizardMachineInput,
  type PartsWizardTexts
} from "./parts-wizard-machine.ts"
export { partsInitialValues } from "./parts-initial-values.ts"
export { testDriveBookingInput } from "./test-drive-booking-setup.ts"
export {
  connectTestDriveBooking,
  type TestDriveAvailabilityView,
  type TestDriveBookingApi,
  type TestDriveSlotView
} from "./test-drive-booking-connect.ts"
export {
  testDriveBookingMachine,
  testDriveLeadPayload,
  type TestDriveAvailabilityRequest,
  type TestDriveBookingContext,
  type TestDriveBookingEvent,
  type TestDriveBookingMachineInput,
  type TestDriveBookingTexts,
  type TestDriveLeadValues
} from "./test-drive-booking-machine.ts"
export { testDriveSlotLabel } from "./test-drive-slot-label.ts"
export {
  validateAdjustmentAnswers,
  type TradeInAdjustmentQuestion,
  type TradeInOffer,
  type TradeInVehicle
} from "./trade-in-adjustments.ts"
export {
  hasOnlineEstimate,
  tradeInAnswers,
  tradeInLookupRequest,
  validateTradeInAnswers,
  validateTradeInDetails,
  type TradeInValuationContext,
  type TradeInValuationEvent,
  type TradeInValuationMachineInput,
  type TradeInValuationTexts
} from "./trade-in-valuation-context.ts"
export {
  connectTradeInValuation,
  type TradeInQuestionView,
  type TradeInStage,
  type TradeInValuationApi
} from "./trade-in-valuation-connect.ts"
export { tradeInValuationMachine } from "./trade-in-valuation-machine.ts"
export { validateEnquiryStep } from "./validate-enquiry-step.ts"
export { validateTestDriveBooking, type TestDriveBookingValidationTexts } from "./validate-test-drive-booking.ts"
export { valuationInitialValues } from "./valuation-initial-values.ts"
export { enquiryPagesTexts } from "./enquiry-pages-texts.ts"
export { enquiryCategoryOptions, FINANCE_ENQUIRY_CATEGORY, TEST_DRIVE_CATEGORY } from "./lead-categories.ts"
export {
  leadSuccessPath,
  leadSuccessSummary,
  leadSuccessView,
  type LeadSuccessLine,
  type LeadSuccessSummary,
  type LeadSuccessView
} from "./lead-success-view.ts"
export {
  contactFormSetup,
  enquireNowFormSetup,
  enquiryPageSteps,
  financeEnquirySetup,
  testDrivePageSetup,
  vehicleTestDriveFormSetup,
  type FormPage,
  type PageFormOptions
} from "./page-form-setups.ts"
export { POSTED_BACK_INTENT, postedEnquiryValues, postedTestDriveValues, type PostedForm } from "./posted-form-values.ts"
export type { SelectChoice } from "./select-choice.ts"
export { leadSubmitRequest, type LeadSubmitRequest } from "./lead-submit-request.ts"
export {
  RegoLookupAnswer,
  TRADE_IN_CATEGORY,
  TRADE_IN_LOOKUP_SUBCATEGORY,
  TradeInVehicleRecord,
  tradeInOfferFromAnswer,
  tradeInVehicleFromLookup
} from "./trade-in-lead.ts"
export {
  decodeTradeInProgress,
  resumedTradeInValuation,
  startingTradeInProgress,
  TradeInProgress,
  tradeInPostedProgress,
  tradeInProgressOf
} from "./trade-in-progress.ts"
export {
  decodePartsProgress,
  PARTS_STEP_FIELDS,
  PartsProgress,
  partsPostedProgress,
  partsProgressOf,
  resumedPartsWizard
} from "./parts-progress.ts"
export { leadFormChoices, type LeadFormChoices } from "./lead-form-choices.ts"
export { vehicleEnquiryFormOf, vehicleEnquiryForms, type VehicleEnquiryForm } from "./vehicle-enquiry-forms.ts"
export { postedText, postedTextFields } from "./posted-text.ts"
export { isRegoFormat, regoFieldCheck } from "./rego-format.ts"
export { tradeInValuationInput, type TradeInValuationTenant } from "./trade-in-valuation-input.ts"
