import { defaultTexts, fillText, type TextKey, type Texts } from "@dealer/core"

/** A sentence of the tenant's texts by its key, with the values of its `{slots}`. */
export interface ApiText {
  readonly key: TextKey
  readonly values?: Readonly<Record<string, string>>
}

/** An error sentence: already written out (a schema's, the specification's), or a text to look up. */
export type ApiMessage = string | ApiText

const text = (key: TextKey, values?: Readonly<Record<string, string>>): ApiText =>
  values === undefined ? { key } : { key, values }

/**
 * The API's own error sentences, as keys of the tenant's texts (core's `platformTexts`), so a
 * tenant may reword them. The specification's texts (postcode, delivery estimate, "No data
 * returned", "An unexpected error occured") come from core's texts as well.
 */
export const apiMessages = {
  unknownSite: text("apiUnknownSite"),
  siteBeingSetUp: text("apiSiteBeingSetUp"),
  crossSite: text("apiCrossSite"),
  tooLarge: text("apiTooLarge"),
  notJson: text("apiNotJson"),
  badJson: text("apiBadJson"),
  idempotencyKey: text("apiIdempotencyKey"),
  idempotencyMismatch: text("apiIdempotencyMismatch"),
  idempotencyInProgress: text("apiIdempotencyInProgress"),
  rateLimited: text("apiRateLimited"),
  unavailable: text("apiUnavailable"),
  signInRequired: text("apiSignInRequired"),
  noSuchCar: text("apiNoSuchCar"),
  noSuchLocation: text("apiNoSuchLocation"),
  noSuchLead: text("apiNoSuchLead"),
  noSuchValuation: text("apiNoSuchValuation"),
  noQuote: text("apiNoQuote"),
  noSuchRego: text("apiNoSuchRego"),
  codeWrong: text("apiCodeWrong"),
  codeExpired: text("apiCodeExpired"),
  codeLocked: text("apiCodeLocked"),
  codeMissing: text("apiCodeMissing"),
  imageNotServed: text("apiImageNotServed"),
  imageMissing: text("apiImageMissing"),
  devOnly: text("apiDevOnly"),
  testDriveTaken: text("apiTestDriveTaken"),
  methodNotAllowed: (allowed: string) => text("apiMethodNotAllowed", { allowed })
} as const

/**
 * The words of a message in a tenant's texts (the specification's defaults when no tenant is known).
 *
 * @example
 * messageText(apiMessages.noSuchCar, tenant.texts) // "This dealer site has no such car."
 */
export function messageText(message: ApiMessage, texts: Texts = defaultTexts): string {
  return typeof message === "string" ? message : fillText(texts[message.key], message.values ?? {})
}
