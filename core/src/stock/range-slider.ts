import { roundToNearestThousand } from "../pricing/range-rounding.ts"

/** A pair of slider handles, or the facet range they move within. */
export interface SliderRange {
  readonly min: number
  readonly max: number
}

/** What a range slider sets, which decides its steps and texts: price, kilometres or another figure. */
export type SliderKind = "price" | "km" | "other"

/** The price slider moves in steps of 500 (section 9). */
export const PRICE_SLIDER_STEP = 500
/** The stock filter's price slider range when the facets give none (section 9). */
export const PRICE_SLIDER_DEFAULT_RANGE: SliderRange = { min: 0, max: 100_000 }
/** The location page's price slider range (section 9; finance-forms document section 5). */
export const LOCATION_PRICE_SLIDER_RANGE: SliderRange = { min: 5_000, max: 250_000 }
/** The handles always stay at least this far apart (section 5). */
export const SLIDER_HANDLE_GAP = 1

const orderedBounds = (bounds: SliderRange): SliderRange =>
  bounds.min <= bounds.max ? bounds : { min: bounds.max, max: bounds.min }

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value))

/**
 * A slider's step (section 9): 500 on price sliders, otherwise one percent of the range (at least 1).
 *
 * @example
 * import { sliderStep } from "@dealer/core/stock"
 *
 * sliderStep({ min: 0, max: 300_000 }, "km") // => 3000
 */
export function sliderStep(bounds: SliderRange, kind: SliderKind): number {
  if (kind === "price") return PRICE_SLIDER_STEP
  const { min, max } = orderedBounds(bounds)
  return Math.max(1, Math.round((max - min) / 100))
}

/**
 * Puts both handles inside the facet range, in order and at least 1 apart. Handles rest on whole
 * numbers (dollars, kilometres, years), which also keeps the gap exact in floating point. A range
 * narrower than the gap leaves the handles on its two ends. Values that are not numbers fall back
 * to the ends.
 *
 * @example
 * import { clampSliderRange } from "@dealer/core/stock"
 *
 * clampSliderRange({ min: -50, max: 900_000 }, { min: 0, max: 100_000 }) // => { min: 0, max: 100000 }
 */
export function clampSliderRange(range: SliderRange, bounds: SliderRange): SliderRange {
  const ordered = orderedBounds(bounds)
  const low = Math.ceil(ordered.min)
  const high = Math.floor(ordered.max)
  if (high - low < SLIDER_HANDLE_GAP) return ordered
  const first = Number.isFinite(range.min) ? Math.round(range.min) : low
  const second = Number.isFinite(range.max) ? Math.round(range.max) : high
  const min = clamp(Math.min(first, second), low, high - SLIDER_HANDLE_GAP)
  const max = clamp(Math.max(first, second), min + SLIDER_HANDLE_GAP, high)
  return { min, max }
}

/**
 * Moves one handle (section 4, "Range sliders"; section 5): a value outside the facet range is
 * ignored; otherwise the min handle stops 1 below the max handle and the max handle 1 above the
 * min handle.
 *
 * @example
 * import { moveSliderHandle } from "@dealer/core/stock"
 *
 * moveSliderHandle({ min: 10_000, max: 40_000 }, "min", 45_000, { min: 0, max: 100_000 }) // => { min: 39999, max: 40000 }
 * moveSliderHandle({ min: 10_000, max: 40_000 }, "max", 120_000, { min: 0, max: 100_000 }) // unchanged
 */
export function moveSliderHandle(
  current: SliderRange,
  handle: "min" | "max",
  value: number,
  bounds: SliderRange
): SliderRange {
  const range = clampSliderRange(current, bounds)
  const { min: low, max: high } = orderedBounds(bounds)
  if (!Number.isFinite(value) || value < low || value > high) return range
  return handle === "min"
    ? clampSliderRange({ min: Math.min(value, range.max - SLIDER_HANDLE_GAP), max: range.max }, bounds)
    : clampSliderRange({ min: range.min, max: Math.max(value, range.min + SLIDER_HANDLE_GAP) }, bounds)
}

/**
 * The range a filter applies: price and kilometre values round to the nearest 1000 (section 5).
 *
 * @example
 * import { appliedSliderRange } from "@dealer/core/stock"
 *
 * appliedSliderRange({ min: 12_400, max: 38_600 }, "price") // => { min: 12000, max: 39000 }
 */
export function appliedSliderRange(range: SliderRange, kind: SliderKind): SliderRange {
  if (kind === "other") return range
  return { min: roundToNearestThousand(range.min), max: roundToNearestThousand(range.max) }
}

const THOUSAND = 1000

/**
 * The two sides of a range as a filter applies them: price and km round to the nearest 1000
 * (section 5), except that rounding never closes or crosses a range that was open: when both
 * sides would round onto the same thousand (or past each other), the lower one rounds down and the
 * upper one up, so `$56,800 - $57,200` filters $56,000 - $58,000, never the empty $57,000 - $57,000.
 * Years ("other") are kept as they are. A side that is `null` stays open.
 *
 * @example
 * import { roundedRangeSides } from "@dealer/core/stock"
 *
 * roundedRangeSides(56_800, 57_200, "price") // => { min: 56000, max: 58000 }
 * roundedRangeSides(12_400, null, "price") // => { min: 12000, max: null }
 */
export function roundedRangeSides(
  min: number | null,
  max: number | null,
  kind: SliderKind
): { readonly min: number | null; readonly max: number | null } {
  if (kind === "other") return { min, max }
  const low = min === null ? null : roundToNearestThousand(min)
  const high = max === null ? null : roundToNearestThousand(max)
  if (low === null || high === null || min === null || max === null || low < high || min === max) {
    return { min: low, max: high }
  }
  return { min: Math.floor(min / THOUSAND) * THOUSAND + 0, max: Math.ceil(max / THOUSAND) * THOUSAND + 0 }
}

/**
 * The filter a handle pair applies (section 4, "Range sliders"; section 5): the rounded range of
 * `roundedRangeSides`, with a side left open when its handle rests on its end of the facet range or
 * rounds onto or past that end. The result can never be empty (min below max), never lies outside
 * the facet range, and is no filter at all (both sides open) when it would cover the whole range:
 * the min handle pressed to the end (`End`) filters from the thousand below the dearest car.
 *
 * @example
 * import { sliderFilterRange } from "@dealer/core/stock"
 *
 * sliderFilterRange({ min: 15_990, max: 38_600 }, { min: 15_990, max: 90_000 }, "price") // => { min: null, max: 39000 }
 * sliderFilterRange({ min: 144_989, max: 144_990 }, { min: 0, max: 144_990 }, "price") // => { min: 144000, max: null }
 */
export function sliderFilterRange(
  handles: SliderRange,
  bounds: SliderRange,
  kind: SliderKind
): { readonly min: number | null; readonly max: number | null } {
  const { min: low, max: high } = orderedBounds(bounds)
  const placed = clampSliderRange(handles, bounds)
  const sides = roundedRangeSides(placed.min, placed.max, kind)
  const min = placed.min <= low || sides.min === null || sides.min <= low ? null : sides.min
  const max = placed.max >= high || sides.max === null || sides.max >= high ? null : sides.max
  return { min, max }
}
