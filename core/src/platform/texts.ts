/**
 * The platform API's own sentences (docs/api.md) for the failures the specification gives no
 * words for. Like every text, a tenant may override them; `{allowed}` is filled in.
 */
export const platformTexts = {
  apiUnknownSite: "No dealer site is served at this address.",
  apiSiteBeingSetUp: "This site is being set up.",
  apiCrossSite: "This request came from another site and was refused.",
  apiTooLarge: "The request body is larger than 64 KB.",
  apiNotJson: "The request body must be JSON (Content-Type: application/json).",
  apiBadJson: "The request body is not valid JSON.",
  apiIdempotencyKey: "Idempotency-Key must be 1 to 200 characters.",
  apiIdempotencyMismatch: "This Idempotency-Key was already used with a different request body.",
  apiIdempotencyInProgress: "A request with this Idempotency-Key is still being handled.",
  apiRateLimited: "Too many requests. Please try again later.",
  apiUnavailable: "The service is unavailable. Please try again shortly.",
  apiSignInRequired: "Please sign in first.",
  apiNoSuchCar: "This dealer site has no such car.",
  apiNoSuchLocation: "This dealer site has no such location.",
  apiNoSuchLead: "This dealer site has no such lead.",
  apiNoSuchValuation: "This dealer site has no such valuation.",
  apiNoQuote: "No quote can be given for this car.",
  apiNoSuchRego: "We couldn't find a car with that rego.",
  apiCodeFormat: "The code is the 6 digits of the text message.",
  apiCodeWrong: "That code is not right. Please check it and try again.",
  apiCodeExpired: "That code has expired. Please ask for a new one.",
  apiCodeLocked: "Too many wrong codes. Please ask for a new one.",
  apiCodeMissing: "No code was sent to this phone. Please ask for one.",
  apiPhoneInvalid: "Please enter an Australian mobile number.",
  apiImageNotServed: "Only this site's own images can be resized.",
  apiImageMissing: "There is no such image.",
  apiDevOnly: "This page exists in development only.",
  apiMethodNotAllowed: "This call takes {allowed} requests only.",
  apiSignInSms: "{code} is your {site} sign-in code. It expires in {minutes} minutes.",
  apiTestDriveTaken: "Sorry, that time has just been booked. Please choose another time.",
  pageFormUnreadable: "This form could not be read. Please reload the page and send it again."
} as const
