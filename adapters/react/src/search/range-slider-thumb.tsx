import type { SliderRange } from "@dealer/core/stock"
import type { KeyboardEvent, PointerEvent, RefObject } from "react"

/** How far a key moves a handle, in steps; Home and End go to the ends of the range. */
const KEY_STEPS: Readonly<Record<string, number>> = {
  ArrowRight: 1,
  ArrowUp: 1,
  ArrowLeft: -1,
  ArrowDown: -1,
  PageUp: 10,
  PageDown: -10
}

export interface RangeSliderThumbProps {
  readonly label: string
  readonly value: number
  readonly valueText: string
  readonly bounds: SliderRange
  readonly step: number
  /** The track the thumb slides along, to turn a pointer position into a value. */
  readonly track: RefObject<HTMLElement | null>
  readonly onMove: (value: number) => void
}

const clamp = (value: number, bounds: SliderRange) => Math.min(bounds.max, Math.max(bounds.min, value))

/** The value under a pointer, on the step grid of the range. */
function pointerValue(clientX: number, track: HTMLElement, bounds: SliderRange, step: number): number | null {
  const { left, width } = track.getBoundingClientRect()
  if (width <= 0) return null
  const raw = bounds.min + ((clientX - left) / width) * (bounds.max - bounds.min)
  return clamp(bounds.min + Math.round((raw - bounds.min) / step) * step, bounds)
}

/**
 * One handle of a range slider: a focusable `slider` moved by dragging, the arrow keys (one step),
 * Page Up/Down (ten steps), Home and End. Keys stop at the ends of the range rather than overshoot.
 *
 * @example
 * <RangeSliderThumb label="Minimum Price" value={12000} valueText="$12,000" bounds={bounds} step={500} track={track} onMove={move} />
 */
export function RangeSliderThumb({ label, value, valueText, bounds, step, track, onMove }: RangeSliderThumbProps) {
  const span = bounds.max - bounds.min
  const percent = span > 0 ? ((value - bounds.min) / span) * 100 : 0
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const steps = KEY_STEPS[event.key]
    const target =
      event.key === "Home" ? bounds.min : event.key === "End" ? bounds.max : steps ? value + steps * step : null
    if (target === null) return
    event.preventDefault()
    onMove(clamp(target, bounds))
  }
  const onPointer = (event: PointerEvent<HTMLDivElement>) => {
    if (event.type === "pointerdown") event.currentTarget.setPointerCapture?.(event.pointerId)
    else if (!event.currentTarget.hasPointerCapture?.(event.pointerId)) return
    const next = track.current ? pointerValue(event.clientX, track.current, bounds, step) : null
    if (next !== null) onMove(next)
  }
  return (
    <div
      role="slider"
      tabIndex={0}
      aria-label={label}
      aria-valuemin={bounds.min}
      aria-valuemax={bounds.max}
      aria-valuenow={value}
      aria-valuetext={valueText}
      className="range-slider__thumb"
      style={{ position: "absolute", left: `${percent}%`, touchAction: "none" }}
      onKeyDown={onKeyDown}
      onPointerDown={onPointer}
      onPointerMove={onPointer}
    />
  )
}
