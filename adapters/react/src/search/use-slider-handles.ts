import type { NumericRange, RangeFilter, RangeSectionView } from "@dealer/core/search"
import {
  clampSliderRange,
  moveSliderHandle,
  sliderFilterRange,
  type SliderKind,
  type SliderRange
} from "@dealer/core/stock"
import { useState } from "react"

export type SliderHandle = "min" | "max"

export interface SliderHandles {
  /** Where the handles sit: exactly where the shopper put them, inside the facet range. */
  readonly handles: SliderRange
  /** Moves one handle (a value outside the facet range is ignored) and applies the range. */
  readonly move: (handle: SliderHandle, value: number) => void
}

const rangeKey = (range: NumericRange) => `${range.min ?? ""}-${range.max ?? ""}`

/** The shopper's handles, kept while the search shows the range they applied (or the one before it). */
interface Draft {
  readonly handles: SliderRange
  readonly shown: string
  readonly applied: string
}

/**
 * The two handles of one range filter of the listing. The handles follow the search's range until
 * the shopper moves one; from then on they stay where the shopper put them while the search applies
 * the rounded range, and follow the search again when its range changes by other means (cleared,
 * back button).
 *
 * @example
 * const { handles, move } = useSliderHandles(section, bounds, "price", search.setRange)
 * move("min", 12_400) // applies { min: 12000, max: null } after the slider debounce
 */
export function useSliderHandles(
  section: RangeSectionView,
  bounds: SliderRange,
  kind: SliderKind,
  setRange: (name: RangeFilter, range: NumericRange | null) => void
): SliderHandles {
  const [draft, setDraft] = useState<Draft | null>(null)
  const shown = rangeKey(section.selected)
  // Once the search shows the applied range, that is what the handles stand on.
  if (draft !== null && draft.applied === shown && draft.shown !== shown) setDraft({ ...draft, shown })
  const following = draft !== null && (draft.shown === shown || draft.applied === shown)
  const selected = { min: section.selected.min ?? bounds.min, max: section.selected.max ?? bounds.max }
  const handles = clampSliderRange(following ? draft.handles : selected, bounds)
  const move = (handle: SliderHandle, value: number) => {
    const next = moveSliderHandle(handles, handle, value, bounds)
    const range = sliderFilterRange(next, bounds, kind)
    const unchanged = rangeKey(range) === (following ? draft.applied : shown)
    setDraft({ handles: next, shown, applied: rangeKey(range) })
    if (!unchanged) setRange(section.name, range)
  }
  return { handles, move }
}
