import { formatKmInput, formatPriceInput, priceQuickPicks } from "@dealer/core/pricing"
import { SEARCH_LISTING_RANGES, type NumericRange, type RangeFilter, type RangeSectionView } from "@dealer/core/search"
import type { SliderKind, SliderRange } from "@dealer/core/stock"
import { fillText } from "@dealer/core/tenant"
import { useId, useRef } from "react"
import { useTenant } from "../tenant/tenant-provider.tsx"
import { AmountInput } from "./amount-input.tsx"
import { PriceQuickPicks } from "./price-quick-picks.tsx"
import { RangeSliderThumb } from "./range-slider-thumb.tsx"
import { useSliderHandles, type SliderHandle } from "./use-slider-handles.ts"

export interface RangeSliderPairProps {
  readonly section: RangeSectionView
  /** The search's `setRange` command. */
  readonly setRange: (name: RangeFilter, range: NumericRange | null) => void
}

const kindOf = (name: RangeFilter): SliderKind =>
  SEARCH_LISTING_RANGES.find(([range]) => range === name)?.[2] ?? "other"

/**
 * One range filter of the listing (price, year, km): a slider with a min and a max handle, each
 * paired with a number box ("$12,000", "45,000 kms"), the price quick-picks under the price boxes,
 * and a button clearing the range. Nothing shows while no car has a value to range over.
 *
 * @example
 * {search.listing?.ranges.map((section) => <RangeSliderPair key={section.name} section={section} setRange={search.setRange} />)}
 */
export function RangeSliderPair({ section, setRange }: RangeSliderPairProps) {
  return section.bounds ? <RangeSliderFields section={section} bounds={section.bounds} setRange={setRange} /> : null
}

function RangeSliderFields({ section, bounds, setRange }: RangeSliderPairProps & { readonly bounds: SliderRange }) {
  const { texts, stock } = useTenant()
  const id = useId()
  const track = useRef<HTMLDivElement>(null)
  const kind = kindOf(section.name)
  const { handles, move } = useSliderHandles(section, bounds, kind, setRange)
  const format = (value: number) =>
    kind === "price" ? formatPriceInput(value) : kind === "km" ? formatKmInput(value, texts) : String(value)
  const picks = kind === "price" ? priceQuickPicks(stock.premium_price_quick_picks) : []
  const suggestions = picks.length > 0 ? { listId: `${id}-picks`, labels: picks.map((pick) => pick.label) } : undefined
  const labels: Readonly<Record<SliderHandle, string>> = {
    min: fillText(texts.searchRangeMinLabel, { label: section.label }),
    max: fillText(texts.searchRangeMaxLabel, { label: section.label })
  }
  const handleNames: ReadonlyArray<SliderHandle> = ["min", "max"]
  return (
    <fieldset className="range-slider">
      <legend>{section.label}</legend>
      <div ref={track} className="range-slider__track" style={{ position: "relative" }}>
        {handleNames.map((handle) => (
          <RangeSliderThumb
            key={handle}
            label={labels[handle]}
            value={handles[handle]}
            valueText={format(handles[handle])}
            bounds={bounds}
            step={section.step}
            track={track}
            onMove={(value) => move(handle, value)}
          />
        ))}
      </div>
      {handleNames.map((handle) => (
        <AmountInput
          key={handle}
          label={labels[handle]}
          text={format(handles[handle])}
          {...(suggestions ? { suggestions } : {})}
          onCommit={(value) => move(handle, value)}
        />
      ))}
      {suggestions ? <PriceQuickPicks id={suggestions.listId} picks={picks} /> : null}
      {section.clearHref ? (
        <button type="button" className="range-slider__clear" onClick={() => setRange(section.name, null)}>
          {fillText(texts.searchRangeClear, { label: section.label })}
        </button>
      ) : null}
    </fieldset>
  )
}
