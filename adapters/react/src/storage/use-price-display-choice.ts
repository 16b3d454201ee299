import type { PriceDisplayChoice } from "@dealer/core/finance"
import { readPriceDisplayChoice, storageKey } from "@dealer/core/storage"
import { useStoredText } from "./stored-text.ts"

/**
 * The shopper's Cash or Finance choice of how prices show (`{slug}:PriceDisplay` in local storage,
 * Cash by default, also when storage is disabled) and a setter that keeps it for the next page.
 * Read with the plain decoder, so the search page loads no schema code. The server render and
 * hydration read Cash.
 *
 * @example
 * const [choice, choose] = usePriceDisplayChoice("coastal-kia")
 * choose("Finance")
 */
export function usePriceDisplayChoice(
  dealershipSlug: string
): readonly [PriceDisplayChoice, (choice: PriceDisplayChoice) => void] {
  const [raw, write] = useStoredText(storageKey(dealershipSlug, "PriceDisplay"))
  return [readPriceDisplayChoice(raw), write] as const
}
