import { fillText, rangeFieldNames, SEARCH_LISTING_RANGES, SEARCH_SLIDER_DEBOUNCE_MS } from "@dealer/core"
import type { RangeSectionView } from "@dealer/core"
import { formatKmInput, formatPriceInput, type PriceQuickPick } from "@dealer/core/pricing"
import { clampSliderRange, moveSliderHandle, sliderFilterRange, type SliderRange } from "@dealer/core/stock"
import { useEffect, useId, useRef, useState } from "react"
import { Form, Link, useSubmit } from "react-router"
import { useSearchTexts } from "./use-search-texts.ts"

type Handle = "min" | "max"
const HANDLES: ReadonlyArray<Handle> = ["min", "max"]

/**
 * One range filter (price, year, km) as a form: two number boxes ("$12,000", "45,000 kms", price
 * quick-picks as suggestions) that a plain GET submit applies (the server folds them into the URL),
 * and, with script, two slider handles that fill the boxes with the filter they apply (core's
 * `sliderFilterRange`: never empty, never outside the stock's range, empty boxes for an end) and
 * apply it after the slider debounce.
 */
export function SearchRangeForm({
  section,
  bounds,
  action,
  keep,
  quickPicks
}: {
  readonly section: RangeSectionView
  readonly bounds: SliderRange
  readonly action: string
  readonly keep: ReadonlyArray<readonly [string, string]>
  readonly quickPicks: ReadonlyArray<PriceQuickPick>
}) {
  const texts = useSearchTexts()
  const id = useId()
  const submit = useSubmit()
  const form = useRef<HTMLFormElement>(null)
  const boxes = { min: useRef<HTMLInputElement>(null), max: useRef<HTMLInputElement>(null) }
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)
  const kind = SEARCH_LISTING_RANGES.find(([name]) => name === section.name)?.[2] ?? "other"
  const selectedHandles = clampSliderRange(
    { min: section.selected.min ?? bounds.min, max: section.selected.max ?? bounds.max },
    bounds
  )
  // The page keys this form by the applied range, so a new URL (cleared, back button) starts it afresh.
  const [handles, setHandles] = useState(selectedHandles)
  useEffect(() => () => (timer.current ? clearTimeout(timer.current) : undefined), [])

  const format = (value: number) =>
    kind === "price" ? formatPriceInput(value) : kind === "km" ? formatKmInput(value, texts) : String(value)
  const boxText = (handle: Handle) => {
    const value = section.selected[handle]
    return value === null ? "" : format(value)
  }
  const labels: Readonly<Record<Handle, string>> = {
    min: fillText(texts.searchRangeMinLabel, { label: section.label }),
    max: fillText(texts.searchRangeMaxLabel, { label: section.label })
  }
  const fields = rangeFieldNames(section.name)
  const picksId = `${id}-picks`
  const moveHandle = (handle: Handle, value: number) => {
    const next = moveSliderHandle(handles, handle, value, bounds)
    setHandles(next)
    const filter = sliderFilterRange(next, bounds, kind)
    for (const side of HANDLES) {
      const box = boxes[side].current
      const applied = filter[side]
      if (box) box.value = applied === null ? "" : format(applied)
    }
    if (timer.current) clearTimeout(timer.current)
    timer.current = setTimeout(() => {
      if (form.current) void submit(form.current, { preventScrollReset: true })
    }, SEARCH_SLIDER_DEBOUNCE_MS)
  }
  return (
    <Form ref={form} method="get" action={action} className="range-form" preventScrollReset data-range={section.name}>
      <fieldset>
        <legend className="range-form__legend">{section.label}</legend>
        {keep.map(([name, value], index) => (
          <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
        ))}
        <div className="range-form__slider">
          {HANDLES.map((handle) => (
            <input
              key={handle}
              type="range"
              className={`range-form__thumb range-form__thumb--${handle}`}
              aria-label={labels[handle]}
              aria-valuetext={format(handles[handle])}
              min={bounds.min}
              max={bounds.max}
              step={section.step}
              value={handles[handle]}
              onChange={(event) => moveHandle(handle, Number(event.currentTarget.value))}
            />
          ))}
        </div>
        <div className="range-form__boxes">
          {HANDLES.map((handle) => (
            <input
              key={handle}
              ref={boxes[handle]}
              type="text"
              inputMode="numeric"
              name={fields[handle]}
              aria-label={labels[handle]}
              placeholder={format(handle === "min" ? bounds.min : bounds.max)}
              defaultValue={boxText(handle)}
              className="range-form__box"
              {...(kind === "price" ? { list: picksId } : {})}
            />
          ))}
        </div>
        {kind === "price" ? (
          <datalist id={picksId}>
            {quickPicks.map((pick) => (
              <option key={pick.value} value={pick.label} />
            ))}
          </datalist>
        ) : null}
        <div className="range-form__actions">
          <button type="submit" className="button button--small">
            {texts.searchRangeApply}
          </button>
          {section.clearHref ? (
            <Link to={section.clearHref} className="range-form__clear" preventScrollReset>
              {fillText(texts.searchRangeClear, { label: section.label })}
            </Link>
          ) : null}
        </div>
      </fieldset>
    </Form>
  )
}
