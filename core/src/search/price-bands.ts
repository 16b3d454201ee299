import { formatMoney } from "../pricing/money.ts"

/** Lower bounds of the `price_range` facet's bands: the price quick-picks, $5,000 apart up to $70,000 (section 5). */
export const PRICE_BAND_BOUNDS = [
  0, 5_000, 10_000, 15_000, 20_000, 25_000, 30_000, 35_000, 40_000, 45_000, 50_000, 55_000, 60_000, 65_000, 70_000
] as const
/** Lower bounds of the `weekly_price_range` facet's bands, in dollars a week. */
export const WEEKLY_PRICE_BAND_BOUNDS = [0, 50, 100, 150, 200, 250, 300, 400, 500] as const

/**
 * The band a price falls in, as a facet value `low-high` (or `low-` for the top band); a price
 * that is not positive has no band.
 *
 * @example
 * import { PRICE_BAND_BOUNDS, priceBand } from "@dealer/core/search"
 *
 * priceBand(12_990, PRICE_BAND_BOUNDS) // => "10000-15000"
 * priceBand(95_000, PRICE_BAND_BOUNDS) // => "70000-"
 */
export function priceBand(price: number | null | undefined, bounds: ReadonlyArray<number>): string | null {
  if (price === null || price === undefined || !Number.isFinite(price) || price <= 0) return null
  let index = 0
  while (index + 1 < bounds.length && price >= (bounds[index + 1] ?? Number.POSITIVE_INFINITY)) index++
  const next = bounds[index + 1]
  return `${bounds[index] ?? 0}-${next ?? ""}`
}

/**
 * A band's lower bound, for sorting bands numerically (section 5); unreadable values sort last.
 *
 * @example
 * import { priceBandStart } from "@dealer/core/search"
 *
 * priceBandStart("10000-15000") // => 10000
 */
export function priceBandStart(value: string): number {
  const start = Number.parseFloat(value)
  return Number.isFinite(start) ? start : Number.POSITIVE_INFINITY
}

/**
 * A band as a shopper reads it: "$10,000 - $15,000", or "$70,000+" for the top band.
 *
 * @example
 * import { priceBandLabel } from "@dealer/core/search"
 *
 * priceBandLabel("10000-15000") // => "$10,000 - $15,000"
 */
export function priceBandLabel(value: string): string {
  const match = /^(\d+(?:\.\d+)?)-(\d+(?:\.\d+)?)?$/.exec(value)
  if (!match) return value
  const low = formatMoney(Number(match[1]))
  return match[2] === undefined ? `${low}+` : `${low} - ${formatMoney(Number(match[2]))}`
}
