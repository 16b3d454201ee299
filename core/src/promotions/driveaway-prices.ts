import { formatMoney } from "../pricing/money.ts"

/** Drive-away prices of the Tiggo 8 Pro Max variants, lowest first (document 001, section 9). */
export const tiggo8ProMaxDriveawayPrices = [39_990, 41_990, 45_990] as const

/**
 * Drive-away prices as the promotion shows them.
 *
 * @example
 * import { driveawayPriceTexts, tiggo8ProMaxDriveawayPrices } from "@dealer/core/promotions"
 *
 * driveawayPriceTexts(tiggo8ProMaxDriveawayPrices) // => ["$39,990", "$41,990", "$45,990"]
 */
export function driveawayPriceTexts(prices: ReadonlyArray<number>): ReadonlyArray<string> {
  return prices.map(formatMoney)
}
