import * as Schema from "effect/Schema"
import { decodeStoredJson } from "./stored-json.ts"

/** Whether prices show as a cash amount or as finance repayments; Cash by default. */
export const PriceDisplayPreference = /* @__PURE__ */ Schema.Literals(["Cash", "Finance"])
export type PriceDisplayPreference = typeof PriceDisplayPreference.Type

/** Cash, unless the shopper chose Finance (001 section 9). */
export const DEFAULT_PRICE_DISPLAY_PREFERENCE: PriceDisplayPreference = "Cash"

/**
 * Reads the stored `PriceDisplay` entry, written either as plain text (`Finance`) or as JSON
 * (`"Finance"`); anything else reads as Cash.
 *
 * @example
 * import { decodePriceDisplayPreference } from "@dealer/core/storage"
 *
 * decodePriceDisplayPreference("Finance") // => "Finance"
 * decodePriceDisplayPreference(null) // => "Cash"
 */
export function decodePriceDisplayPreference(raw: string | null | undefined): PriceDisplayPreference {
  const text = raw?.trim()
  if (text === "Cash" || text === "Finance") return text
  return decodeStoredJson(PriceDisplayPreference, text, DEFAULT_PRICE_DISPLAY_PREFERENCE)
}
