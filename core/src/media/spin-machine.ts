import { assign, setup } from "xstate"
import type { Texts } from "../tenant/texts.ts"
import { nextSpinFrame, SPIN_AUTO_ROTATE_MS, SPIN_PIXELS_PER_FRAME, spinFrameFromDrag } from "./spin-frames.ts"

/** What the 360° spin's statechart starts from: its number of frames and its texts. */
export interface SpinMachineInput {
  /** How many frames the spin has (its spin images). */
  readonly frameCount: number
  readonly texts: Pick<Texts, "spinViewerLabel">
}

interface SpinContext extends SpinMachineInput {
  readonly frame: number
  /** Where the pointer went down and the frame shown then; a drag measures from there. */
  readonly dragStartX: number
  readonly dragStartFrame: number
}

/**
 * What a shopper does to the spin: drag with a pointer (x in pixels), step with the keys, or just
 * touch it (hover, focus), which stops the auto-rotation too.
 */
export type SpinEvent =
  | { readonly type: "drag.start"; readonly x: number }
  | { readonly type: "drag.move"; readonly x: number }
  | { readonly type: "drag.end" }
  | { readonly type: "step"; readonly frames: number }
  | { readonly type: "interact" }

/**
 * The spin viewer (000 section 9): it turns by itself, one frame every 100 ms, until the shopper
 * interacts; from then on it only turns when dragged (one frame per 20 px) or stepped. A spin of one
 * frame never rotates. Frames come from `spinFrameFromDrag` and `nextSpinFrame`.
 *
 * @example
 * import { spinMachine } from "@dealer/core/media"
 * import { defaultTexts } from "@dealer/core/tenant"
 * import { createActor } from "xstate"
 *
 * const actor = createActor(spinMachine, { input: { frameCount: 36, texts: defaultTexts } }).start()
 * actor.send({ type: "drag.start", x: 0 }); actor.send({ type: "drag.move", x: 45 }) // frame 2
 */
export const spinMachine = /* @__PURE__ */ setup({
  types: { context: {} as SpinContext, input: {} as SpinMachineInput, events: {} as SpinEvent },
  delays: { autoRotate: SPIN_AUTO_ROTATE_MS },
  actions: {
    turn: assign(({ context }) => ({ frame: nextSpinFrame(context.frame, context.frameCount) })),
    grab: assign(({ context, event }) =>
      event.type === "drag.start" ? { dragStartX: event.x, dragStartFrame: context.frame } : {}
    ),
    drag: assign(({ context, event }) =>
      event.type === "drag.move"
        ? { frame: spinFrameFromDrag(context.dragStartFrame, event.x - context.dragStartX, context.frameCount) }
        : {}
    ),
    step: assign(({ context, event }) =>
      event.type === "step"
        ? { frame: spinFrameFromDrag(context.frame, event.frames * SPIN_PIXELS_PER_FRAME, context.frameCount) }
        : {}
    )
  },
  guards: { turns: ({ context }) => context.frameCount > 1 }
}).createMachine({
  id: "spin",
  context: ({ input }) => ({ ...input, frame: 0, dragStartX: 0, dragStartFrame: 0 }),
  initial: "starting",
  states: {
    starting: { always: [{ guard: "turns", target: "rotating" }, { target: "still" }] },
    rotating: {
      after: { autoRotate: { target: "rotating", reenter: true, actions: "turn" } },
      on: {
        "drag.start": { target: "dragging", actions: "grab" },
        step: { target: "still", actions: "step" },
        interact: "still"
      }
    },
    dragging: { on: { "drag.move": { actions: "drag" }, "drag.end": "still" } },
    still: { on: { "drag.start": { target: "dragging", actions: "grab" }, step: { actions: "step" } } }
  }
})
