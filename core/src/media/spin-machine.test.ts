import { describe, expect, it } from "vitest"
import { createActor, SimulatedClock } from "xstate"
import { defaultTexts } from "../tenant/texts.ts"
import { connectSpin } from "./spin-connect.ts"
import { SPIN_AUTO_ROTATE_MS } from "./spin-frames.ts"
import { spinMachine } from "./spin-machine.ts"

function start(frameCount: number) {
  const simulated = new SimulatedClock()
  const actor = createActor(spinMachine, { input: { frameCount, texts: defaultTexts }, clock: simulated }).start()
  // Time passes tick by tick, as it does for a browser's timers.
  const clock = {
    increment: (ms: number) => {
      for (let left = ms; left > 0; left -= SPIN_AUTO_ROTATE_MS)
        simulated.increment(Math.min(left, SPIN_AUTO_ROTATE_MS))
    }
  }
  return { clock, actor, view: () => connectSpin(actor.getSnapshot(), actor.send) }
}

describe("spin flow", () => {
  it("turns one frame every 100 ms by itself, wrapping round", () => {
    const { clock, view } = start(4)
    expect(view()).toMatchObject({ frame: 0, rotating: true })
    clock.increment(99)
    expect(view().frame).toBe(0)
    clock.increment(1)
    expect(view().frame).toBe(1)
    clock.increment(300)
    expect(view().frame).toBe(0)
  })

  it("stops rotating for good once the shopper drags, turning one frame per 20 px", () => {
    const { clock, view } = start(36)
    clock.increment(200)
    expect(view().frame).toBe(2)
    view().startDrag(100)
    expect(view()).toMatchObject({ rotating: false, dragging: true })
    view().moveDrag(145)
    expect(view().frame).toBe(4)
    view().moveDrag(60)
    expect(view().frame).toBe(0)
    view().moveDrag(40)
    expect(view().frame).toBe(35)
    view().endDrag()
    clock.increment(1000)
    expect(view()).toMatchObject({ frame: 35, rotating: false, dragging: false })
  })

  it("stops on hover or focus, and steps with the keys", () => {
    const { clock, view } = start(36)
    view().interact()
    clock.increment(500)
    expect(view()).toMatchObject({ frame: 0, rotating: false })
    view().step(-1)
    expect(view().frame).toBe(35)
    view().step(2)
    expect(view().frame).toBe(1)
  })

  it("a key press also stops the rotation", () => {
    const { clock, view } = start(36)
    view().step(1)
    clock.increment(500)
    expect(view()).toMatchObject({ frame: 1, rotating: false })
  })

  it("ignores pointer moves without a drag, and never rotates a single frame", () => {
    const { view } = start(36)
    view().interact()
    view().moveDrag(400)
    expect(view().frame).toBe(0)
    const single = start(1)
    single.clock.increment(1000)
    expect(single.view()).toMatchObject({ frame: 0, rotating: false, label: defaultTexts.spinViewerLabel })
  })
})
