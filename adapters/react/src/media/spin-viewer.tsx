import type { SpinApi } from "@dealer/core/media"
import type { PointerEvent } from "react"

const STEP_KEYS: Readonly<Record<string, number>> = { ArrowLeft: -1, ArrowDown: -1, ArrowRight: 1, ArrowUp: 1 }

/**
 * A 360° spin over a car's spin images: it turns by itself until touched, then follows the pointer
 * (one frame per 20 px) or the arrow keys. Exposed as a slider so keyboard and screen reader users
 * can turn it too.
 *
 * @example
 * const frames = car.spin_images ?? []
 * <SpinViewer spin={useSpin(frames.length)} frames={frames} className="spin" />
 */
export function SpinViewer({
  spin,
  frames,
  className
}: {
  readonly spin: SpinApi
  readonly frames: ReadonlyArray<string>
  readonly className?: string
}) {
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture?.(event.pointerId)
    spin.startDrag(event.clientX)
  }
  return (
    <div
      className={className}
      role="slider"
      tabIndex={0}
      aria-label={spin.label}
      aria-valuemin={1}
      aria-valuemax={Math.max(1, spin.frameCount)}
      aria-valuenow={spin.frame + 1}
      data-dragging={spin.dragging || undefined}
      style={{ touchAction: "pan-y", cursor: spin.dragging ? "grabbing" : "grab" }}
      onPointerDown={onPointerDown}
      onPointerMove={(event) => spin.moveDrag(event.clientX)}
      onPointerUp={spin.endDrag}
      onPointerCancel={spin.endDrag}
      onPointerEnter={spin.interact}
      onFocus={spin.interact}
      onKeyDown={(event) => {
        const step = STEP_KEYS[event.key]
        if (step === undefined) return
        event.preventDefault()
        spin.step(step)
      }}
    >
      {frames[spin.frame] !== undefined && <img src={frames[spin.frame]} alt="" draggable={false} />}
    </div>
  )
}
