import type { AutoGaugeResponse } from "./auto-gauge-response.ts"

/** The gauge needs more confidence than this to show (section 9). */
export const GAUGE_MIN_CONFIDENCE = 0.2

/** A gauge answer with every figure present. */
export interface CompleteAutoGauge {
  readonly fill: number
  readonly listing_price: number
  readonly market_range_min: number
  readonly market_range_max: number
  readonly confidence: number
  readonly description: string | null
}

/**
 * The gauge answer ready to draw, or `null` when it must stay hidden (section 4, "Auto gauge"):
 * any figure missing, confidence of 0.2 or below, or a market range that tops out below the
 * listing price.
 *
 * @example
 * import { visibleAutoGauge } from "@dealer/core/gauge"
 *
 * visibleAutoGauge({ fill: 0.5, listing_price: 30000, market_range_min: 28000, market_range_max: 29000, confidence: 0.9 })
 * // null: the range tops out below the listing price
 */
export function visibleAutoGauge(response: AutoGaugeResponse | null): CompleteAutoGauge | null {
  if (response === null) return null
  const { fill, listing_price, market_range_min, market_range_max, confidence } = response
  if (fill == null || listing_price == null || market_range_min == null || market_range_max == null) return null
  if (confidence == null || confidence <= GAUGE_MIN_CONFIDENCE) return null
  if (market_range_max < listing_price) return null
  const description = response.description?.trim() ? response.description : null
  return { fill, listing_price, market_range_min, market_range_max, confidence, description }
}
