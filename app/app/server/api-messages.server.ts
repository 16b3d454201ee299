/**
 * The API's own error sentences, for the failures the specification gives no words for. The
 * specification's texts (postcode, delivery estimate, "No data returned", "An unexpected error
 * occured") come from core and the tenant's texts instead.
 */
export const apiMessages = {
  unknownSite: "No dealer site is served at this address.",
  crossSite: "This request came from another site and was refused.",
  tooLarge: "The request body is larger than 64 KB.",
  notJson: "The request body must be JSON (Content-Type: application/json).",
  badJson: "The request body is not valid JSON.",
  idempotencyKey: "Idempotency-Key must be 1 to 200 characters.",
  idempotencyMismatch: "This Idempotency-Key was already used with a different request body.",
  idempotencyInProgress: "A request with this Idempotency-Key is still being handled.",
  rateLimited: "Too many requests. Please try again later.",
  unavailable: "The service is unavailable. Please try again shortly.",
  signInRequired: "Please sign in first.",
  noSuchCar: "This dealer site has no such car.",
  noSuchLocation: "This dealer site has no such location.",
  noSuchLead: "This dealer site has no such lead.",
  noSuchValuation: "This dealer site has no such valuation.",
  noQuote: "No quote can be given for this car.",
  noSuchRego: "We couldn't find a car with that rego.",
  codeWrong: "That code is not right. Please check it and try again.",
  codeExpired: "That code has expired. Please ask for a new one.",
  codeLocked: "Too many wrong codes. Please ask for a new one.",
  codeMissing: "No code was sent to this phone. Please ask for one.",
  phoneInvalid: "Please enter an Australian mobile number.",
  imageNotServed: "Only this site's own images can be resized.",
  imageMissing: "There is no such image.",
  devOnly: "This page exists in development only.",
  methodNotAllowed: (allowed: string) => `This call takes ${allowed} requests only.`
} as const
