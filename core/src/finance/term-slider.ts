import { clampToRange, termRange, type FinanceRange } from "./calculator-bounds.ts"
import type { FinanceSettings } from "./settings.ts"

type TermSettings = Pick<FinanceSettings, "term_years_min" | "term_years_max" | "term_years_step" | "term_increments">

/**
 * The term slider: over years, or, where custom increments are configured, over positions in that
 * list (section 5).
 */
export type TermSlider =
  | ({ readonly kind: "years" } & FinanceRange)
  | ({
      readonly kind: "increments"
      readonly values: ReadonlyArray<number>
    } & FinanceRange)

/**
 * The term slider a tenant shows.
 *
 * @example
 * import { termSlider } from "@dealer/core/finance"
 * import { exampleTenant } from "@dealer/core/testing"
 *
 * const settings = exampleTenant().finance
 *
 * termSlider({ ...settings, term_increments: [1, 2, 3, 5] }) // => { kind: "increments", min: 0, max: 3, step: 1, values: [1, 2, 3, 5] }
 */
export function termSlider(settings: TermSettings): TermSlider {
  const values = settings.term_increments
  if (values === null) return { kind: "years", ...termRange(settings) }
  return {
    kind: "increments",
    values,
    min: 0,
    max: values.length - 1,
    step: 1
  }
}

/**
 * The term in years at a slider position: the clamped position itself, or the increment it indexes.
 *
 * @example
 * import { termSlider, termYearsAt } from "@dealer/core/finance"
 * import { exampleTenant } from "@dealer/core/testing"
 *
 * const settings = exampleTenant().finance
 *
 * termYearsAt(2, termSlider({ ...settings, term_increments: [1, 2, 3, 5] })) // => 3
 */
export function termYearsAt(position: number, slider: TermSlider): number {
  const clamped = clampToRange(position, slider)
  if (slider.kind === "years") return clamped
  return slider.values[Math.round(clamped)] ?? slider.values[0] ?? slider.min
}

/**
 * The slider position closest to a term in years.
 *
 * @example
 * import { termSlider, termSliderPosition } from "@dealer/core/finance"
 * import { exampleTenant } from "@dealer/core/testing"
 *
 * const settings = exampleTenant().finance
 *
 * termSliderPosition(4, termSlider({ ...settings, term_increments: [1, 2, 3, 5] })) // 2 (3 and 5 tie; the shorter wins)
 */
export function termSliderPosition(years: number, slider: TermSlider): number {
  if (slider.kind === "years") return clampToRange(years, slider)
  let best = 0
  slider.values.forEach((value, index) => {
    if (Math.abs(value - years) < Math.abs((slider.values[best] ?? value) - years)) best = index
  })
  return best
}

/**
 * Months shown for a term: 12 times the years.
 *
 * @example
 * import { termMonths } from "@dealer/core/finance"
 *
 * termMonths(5.5) // => 66
 */
export function termMonths(years: number): number {
  return 12 * years
}
