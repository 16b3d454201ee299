/**
 * The forms texts of the specification, verbatim (typos included); a tenant may override each
 * through `TenantConfig.texts`. Validation messages the specification leaves "not shown" are
 * chosen here (see docs/core/forms.md) so a tenant can reword them too.
 */
export const formsTexts = {
  formsErrorsHeading: "Please fix the following errors:",
  formsSubmitFailed: "An error occurred when submitting this form",
  formsLeadUnexpectedError: "An unexpected error occured",

  formsNameRequired: "Please enter your name",
  formsEmailRequired: "Please enter your email address",
  formsEmailInvalid: "Please enter a valid email address",
  formsPhoneRequired: "Please enter your phone number",
  formsPhoneInvalid: "Please enter a valid Australian phone number",
  formsMobileRequired: "Please enter your mobile number",
  formsMobileInvalid: "Please enter a valid Australian mobile number",
  formsPostcodeInvalid: "Invalid postcode. Please enter a 4-digit number.",
  formsLocationRequired: "Please select a location",
  formsTermsRequired: "Please agree to the terms of use",

  enquiryCommentsLabel: "Comments",
  enquiryCommentsRequired: "Please enter your comments",
  enquiryCategoryRequired: "Please select an enquiry category",
  dealershipSelectPlaceholder: "Select a Preferred Dealership",
  dealershipSelectRequired: "Please select a preferred dealership",

  leadFormFirstNameLabel: "First Name",
  leadFormMobileLabel: "Mobile Number",
  leadFormFirstNameRequired: "Please enter your first name",
  leadFormLastNameRequired: "Please enter your last name",
  leadFormTradeInRequired: "Please tell us whether you have a trade-in",

  testDriveDateTimeInvalid: "Please choose a valid date and time",
  testDriveDateTimePast: "Please choose a date and time in the future",

  partsWizardTitle: "Order Parts Online",
  partsStepContactDetails: "Contact Details",
  partsStepVehicleDetails: "Vehicle Details",
  partsStepOrderDetails: "Order Details",
  partsVehicleMakeRequired: "Please enter the vehicle make",
  partsVehicleModelRequired: "Please enter the vehicle model",
  partsVehicleYearRequired: "Please enter the vehicle year",
  partsVehicleYearInvalid: "Please enter a valid vehicle year",
  partsRegoRequired: "Please enter the rego",
  partsVinRequired: "Please enter the VIN",
  partsPartNumberRequired: "Please enter the part number",
  partsOrderDetailRequired: "Please tell us which parts you need",

  tradeInRegoRequired: "Please enter your rego",
  tradeInRegoStateRequired: "Please select the state the car is registered in",
  tradeInKmsRequired: "Please enter the car's kilometres",
  tradeInKmsInvalid: "Please enter the kilometres as a whole number",
  tradeInFinanceRequired: "Please tell us whether the car is under finance",
  tradeInEstimateFaqQuestion: "Will my final offer match the online estimate?",
  tradeInEstimateFaqAnswer: "The final price may differ from the online estimate after inspection.",
  tradeInEstimateLimitsFaqQuestion: "Can every car get an online estimate?",
  tradeInEstimateLimitsFaqAnswer:
    "We generally can't give an online estimate for cars over {years} years old or with more than {kms} km."
} as const
