import type { PriceDisplayChoice } from "../finance/price-display-figures.ts"

/**
 * Reads the stored `PriceDisplay` entry as the page's Cash or Finance choice without a schema, so the
 * search page's code stays small: plain text (`Finance`) or JSON text (`"Finance"`); anything else,
 * or nothing stored, reads as Cash (001 section 9).
 *
 * @example
 * import { readPriceDisplayChoice } from "@dealer/core/storage"
 *
 * readPriceDisplayChoice("Finance") // => "Finance"
 * readPriceDisplayChoice("{oops") // => "Cash"
 */
export function readPriceDisplayChoice(raw: string | null | undefined): PriceDisplayChoice {
  const text = raw?.trim().replace(/^"(.*)"$/, "$1")
  return text === "Finance" ? "Finance" : "Cash"
}
