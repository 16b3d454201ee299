/**
 * A car's views counter (the sidebar's "{count} views" and `view.json`'s `views`): the views its
 * listing came with plus the visits this platform counted, so the page and the counter's answer
 * agree. Null (no counter shown) only for a car listed without a figure that nobody has viewed here.
 *
 * @example
 * import { carViewFigure } from "@dealer/core/stock"
 *
 * carViewFigure(36, 2) // => 38
 * carViewFigure(null, 0) // => null
 */
export function carViewFigure(listed: number | null | undefined, counted: number): number | null {
  if ((listed === null || listed === undefined) && counted === 0) return null
  return (listed ?? 0) + counted
}
