import { formatMoney } from "./money.ts"

/** One quick-pick amount of the price input. */
export interface PriceQuickPick {
  readonly value: number
  readonly label: string
}

const STANDARD_PICKS = [
  5_000, 10_000, 15_000, 20_000, 25_000, 30_000, 35_000, 40_000, 45_000, 50_000, 55_000, 60_000, 65_000, 70_000
]
const PREMIUM_PICKS = [300_000, 400_000, 500_000, 600_000, 700_000, 800_000]

/**
 * The price input's quick-pick amounts (section 5): $5,000 to $70,000 in steps of $5,000, and for a
 * brand with the premium flag also $300,000 to $800,000 in steps of $100,000.
 *
 * @example
 * import { priceQuickPicks } from "@dealer/core/pricing"
 *
 * priceQuickPicks(false)[0] // => { value: 5000, label: "$5,000" }
 * priceQuickPicks(true).at(-1) // => { value: 800000, label: "$800,000" }
 */
export function priceQuickPicks(premium: boolean): ReadonlyArray<PriceQuickPick> {
  const values = premium ? [...STANDARD_PICKS, ...PREMIUM_PICKS] : STANDARD_PICKS
  return values.map((value) => ({ value, label: formatMoney(value) }))
}
