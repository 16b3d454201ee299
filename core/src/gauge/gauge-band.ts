/** Where a price sits in the market range: low, medium or high. */
export type GaugeBand = "low" | "medium" | "high"

/**
 * The gauge's colour band (section 4): low under 0.3, medium under 0.6, high from 0.6.
 *
 * @example
 * import { gaugeBand } from "@dealer/core/gauge"
 *
 * gaugeBand(0.3) // => "medium"
 * gaugeBand(0.6) // => "high"
 */
export function gaugeBand(fill: number): GaugeBand {
  if (fill < 0.3) return "low"
  if (fill < 0.6) return "medium"
  return "high"
}
