/** A drag of this many pixels turns the spin by one frame (both documents, section 9). */
export const SPIN_PIXELS_PER_FRAME = 20
/** Auto-rotation shows the next frame every this many milliseconds. */
export const SPIN_AUTO_ROTATE_MS = 100

const wrapFrame = (frame: number, frameCount: number) => ((frame % frameCount) + frameCount) % frameCount

/**
 * The spin frame after dragging `dragPx` pixels from `startFrame`: each whole 20 px step turns one
 * frame, dragging right turns forward, and the spin wraps round in both directions.
 *
 * @example
 * import { spinFrameFromDrag } from "@dealer/core/media"
 *
 * spinFrameFromDrag(0, 45, 36) // => 2
 * spinFrameFromDrag(0, -20, 36) // => 35
 */
export function spinFrameFromDrag(startFrame: number, dragPx: number, frameCount: number): number {
  if (frameCount <= 0 || !Number.isFinite(dragPx) || !Number.isFinite(startFrame)) return 0
  const steps = Math.trunc(dragPx / SPIN_PIXELS_PER_FRAME)
  return wrapFrame(Math.trunc(startFrame) + steps, frameCount)
}

/**
 * The frame auto-rotation shows next (one tick every 100 ms).
 *
 * @example
 * import { nextSpinFrame } from "@dealer/core/media"
 *
 * nextSpinFrame(35, 36) // => 0
 */
export function nextSpinFrame(frame: number, frameCount: number): number {
  return spinFrameFromDrag(frame, SPIN_PIXELS_PER_FRAME, frameCount)
}
