/**
 * The platform's words for the About Us, Privacy Policy and Terms and Conditions pages of a tenant
 * that has not written its own (the specification gives none). `{name}` is the site's name,
 * `{business}` the business behind it. A tenant may override each (see `TenantConfig.texts`).
 */
export const defaultPagesTexts = {
  defaultPagesTradingAs: "{legalName} (trading as {name})",
  defaultPagesBusinessHeading: "Business details",
  defaultPagesAbn: "ABN {abn}",
  defaultPagesDealerLicence: "{location}: dealer licence {number}",
  defaultPagesRepairerLicence: "{location}: motor vehicle repairer licence {number}",
  defaultPagesPhone: "Phone: {phone}",
  defaultPagesEmail: "Email: {email}",
  defaultPagesContactLink: "Send Us a Message",
  defaultAboutIntro: "Welcome to {name}.",
  defaultAboutFranchise: "We are an authorised {manufacturer} dealer.",
  defaultAboutLocationsHeading: "Where to find us",
  defaultAboutOneLocation: "You will find us at {address}.",
  defaultAboutLocations: "You will find us at {count} locations.",
  defaultAboutLocationsLink: "See Our Locations",
  defaultAboutContactHeading: "Talk to us",
  defaultAboutContact: "Call in, give us a call or send us a message: our team will be glad to help.",
  defaultPrivacyIntro:
    "This policy explains how {business} collects, uses, keeps and deletes the personal information you give us on this website.",
  defaultPrivacyCollectHeading: "What we collect",
  defaultPrivacyCollect:
    "When you send an enquiry, book a test drive, ask about finance, value your car, reserve a car or order parts, we collect the details you enter: your name, phone number, email address, postcode and message, and the vehicle you ask about. We also note the page you sent it from and the browser you used.",
  defaultPrivacyRecipientsHeading: "Who receives your enquiry",
  defaultPrivacyRecipientsOne: "Your enquiry goes to our team at {location}.",
  defaultPrivacyRecipients:
    "Your enquiry goes to our team at the location you choose, or at the location of the vehicle you ask about: {locations}.",
  defaultPrivacyCrm: "A copy goes to our customer management system, which only our staff use.",
  defaultPrivacyNoSale: "We do not sell your personal information, and we do not give it to anyone for their own marketing.",
  defaultPrivacyUseHeading: "How we use and keep it",
  defaultPrivacyUse:
    "We keep your details and use them to answer your enquiry: to call, text or email you about it, and to arrange what you asked for.",
  defaultPrivacyOptIn: "If you ticked the box to hear from us, we may also send you news and offers. You can ask us to stop at any time.",
  defaultPrivacyAccessHeading: "Seeing, correcting or deleting your details",
  defaultPrivacyAccess:
    "You can ask us what we hold about you, ask us to correct it or ask us to delete it, at any time, and we will tell you when it is done.",
  defaultTermsIntro: "These terms apply when you use the {name} website. By using it, you agree to them.",
  defaultTermsOperator: "The website is run by {business}.",
  defaultTermsVehiclesHeading: "Vehicles and prices",
  defaultTermsVehicles:
    "We describe every vehicle as accurately as we can, but details, features and photos can differ from the vehicle itself, and a vehicle may be sold at any time. Please confirm the details and the price with us before you buy.",
  defaultTermsFinanceHeading: "Finance",
  defaultTermsFinance:
    "Repayments, rates and other finance figures on this website are estimates, not an offer of finance. Finance is subject to the lender's approval, terms and fees.",
  defaultTermsTradeInHeading: "Trade-in estimates",
  defaultTermsReserveHeading: "Reserving a car online",
  defaultTermsReserve: "A refundable reservation deposit of {amount} holds a car for {hours} hours and is 100% refundable.",
  defaultTermsPrivacyHeading: "Your privacy",
  defaultTermsPrivacy: "How we handle your personal information is set out in our Privacy Policy.",
  defaultTermsContactHeading: "Questions",
  defaultTermsContact: "If you have a question about these terms, please get in touch."
} as const
