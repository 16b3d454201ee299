/**
 * Texts of the enquiry, test drive, finance enquiry and success pages. The specification names
 * these screens but does not word them; the defaults here are what a dealer site would say, and a
 * tenant may override each through `TenantConfig.texts` (docs/decisions/0018-enquiry-screens.md).
 */
export const enquiryPagesTexts = {
  contactPageTitle: "Contact Us",
  contactPageIntro: "Send us a message and one of our team will get back to you.",
  enquiryPageTitle: "Make an Enquiry",
  enquiryStepYourDetails: "Your Details",
  enquiryStepYourEnquiry: "Your Enquiry",
  enquiryStepCounter: "Step {step} of {count}",
  testDrivePageTitle: "Book a Test Drive",
  testDriveShowTimesButton: "Show available times",
  testDriveAboutCar: "Test drive the {car}",
  carEnquiryAbout: "About the {car}",
  carEnquiryBackToCar: "Back to the {car}",
  financePageTitle: "Finance",
  financeEnquiryTitle: "Finance Enquiry",
  financeEnquiryCarMessage: "I'd like to apply for finance on the {car}.",
  financeEnquiryBudgetMessage: "I'd like finance for a budget of {budget}.",
  financeEnquiryVinMessage: "VIN: {vin}",
  leadSuccessTitle: "Thank you",
  leadSuccessSentHeading: "What you sent",
  leadSuccessCategoryLabel: "Enquiry",
  leadSuccessCarLabel: "Vehicle",
  leadSuccessLocationLabel: "Sent to",
  leadSuccessTimeLabel: "Preferred time",
  leadSuccessNextHeading: "What happens next",
  leadSuccessNext: "One of our team will contact you within one business day.",
  leadSuccessNextTestDrive: "We'll contact you to confirm your test drive. Please bring your driver's licence.",
  leadSuccessNextFinance: "A finance specialist will contact you to talk through your options.",
  leadSuccessBackHome: "Back to the home page"
} as const
