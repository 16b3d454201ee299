import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { nextSpinFrame, SPIN_AUTO_ROTATE_MS, SPIN_PIXELS_PER_FRAME, spinFrameFromDrag } from "./spin-frames.ts"

describe("spin frames", () => {
  it("steps one frame per 20 px and rotates every 100 ms", () => {
    expect(SPIN_PIXELS_PER_FRAME).toBe(20)
    expect(SPIN_AUTO_ROTATE_MS).toBe(100)
    expect(spinFrameFromDrag(0, 19, 36)).toBe(0)
    expect(spinFrameFromDrag(0, 20, 36)).toBe(1)
    expect(spinFrameFromDrag(0, 45, 36)).toBe(2)
    expect(spinFrameFromDrag(0, -20, 36)).toBe(35)
    expect(spinFrameFromDrag(35, 20, 36)).toBe(0)
    expect(nextSpinFrame(35, 36)).toBe(0)
  })

  it("shows frame 0 when there are no frames or the drag is not a number", () => {
    expect(spinFrameFromDrag(3, 40, 0)).toBe(0)
    expect(spinFrameFromDrag(3, Number.NaN, 36)).toBe(0)
  })

  it("always lands on a frame, and a drag there and back returns to the start", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 72 }),
        fc.nat(200),
        fc.integer({ min: -5000, max: 5000 }),
        (count, start, drag) => {
          const startFrame = start % count
          const frame = spinFrameFromDrag(startFrame, drag, count)
          expect(Number.isInteger(frame) && frame >= 0 && frame < count).toBe(true)
          const steps = Math.trunc(drag / 20)
          expect(spinFrameFromDrag(frame, -steps * 20, count)).toBe(startFrame)
        }
      ),
      { numRuns: 1000 }
    )
  })
})
