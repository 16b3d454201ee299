/**
 * Rounds a price or kilometre value to the nearest 1000, as the filters apply them (section 5,
 * "Range slider"). Halves round up.
 *
 * @example
 * import { roundToNearestThousand } from "@dealer/core/pricing"
 *
 * roundToNearestThousand(24_499) // => 24000
 * roundToNearestThousand(24_500) // => 25000
 */
export function roundToNearestThousand(value: number): number {
  if (!Number.isFinite(value)) throw new RangeError(`Cannot round ${value} to a thousand`)
  return Math.round(value / 1000) * 1000 + 0
}
