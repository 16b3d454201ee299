import type { SnapshotFrom } from "xstate"
import type { spinMachine, SpinEvent } from "./spin-machine.ts"

/** What the spin viewer renders, and its commands. */
export interface SpinApi {
  /** The frame on show (0-based). */
  readonly frame: number
  readonly frameCount: number
  readonly rotating: boolean
  readonly dragging: boolean
  readonly label: string
  /** Pointer down at `x` pixels. */
  readonly startDrag: (x: number) => void
  /** Pointer moved to `x` pixels; ignored unless dragging. */
  readonly moveDrag: (x: number) => void
  readonly endDrag: () => void
  /** Turns by whole frames, e.g. -1 and 1 for the arrow keys. */
  readonly step: (frames: number) => void
  /** Hover or focus: stops the auto-rotation. */
  readonly interact: () => void
}

/**
 * The spin viewer view model: components read these fields and call the commands; they never look at
 * machine state names.
 *
 * @example
 * import { connectSpin, spinMachine } from "@dealer/core/media"
 * import { defaultTexts } from "@dealer/core/tenant"
 * import { createActor } from "xstate"
 *
 * const actor = createActor(spinMachine, { input: { frameCount: 36, texts: defaultTexts } }).start()
 *
 * connectSpin(actor.getSnapshot(), actor.send).startDrag(0)
 * connectSpin(actor.getSnapshot(), actor.send).dragging // => true
 * connectSpin(actor.getSnapshot(), actor.send).frameCount // => 36
 */
export function connectSpin(snapshot: SnapshotFrom<typeof spinMachine>, send: (event: SpinEvent) => void): SpinApi {
  const { frame, frameCount, texts } = snapshot.context
  return {
    frame,
    frameCount,
    rotating: snapshot.matches("rotating"),
    dragging: snapshot.matches("dragging"),
    label: texts.spinViewerLabel,
    startDrag: (x) => send({ type: "drag.start", x }),
    moveDrag: (x) => send({ type: "drag.move", x }),
    endDrag: () => send({ type: "drag.end" }),
    step: (frames) => send({ type: "step", frames: Math.trunc(frames) }),
    interact: () => send({ type: "interact" })
  }
}
