import { describe, expect, it } from "vitest"
import { createActor, initialTransition, transition } from "xstate"
import { defaultTexts } from "../tenant/texts.ts"
import { connectCarousel } from "./carousel-connect.ts"
import { carouselMachine, type CarouselMachineInput } from "./carousel-machine.ts"

const input: CarouselMachineInput = { count: 6, visible: 3, texts: defaultTexts }

describe("carousel flow", () => {
  it("starts at the first item with the previous arrow disabled (pure transitions)", () => {
    const [start] = initialTransition(carouselMachine, input)
    expect(connectCarousel(start, () => undefined)).toMatchObject({
      index: 0,
      visibleItems: [0, 1, 2],
      previousDisabled: true,
      nextDisabled: false
    })
    const [middle] = transition(carouselMachine, start, { type: "next" })
    expect(connectCarousel(middle, () => undefined)).toMatchObject({
      index: 1,
      previousDisabled: false,
      nextDisabled: false
    })
  })

  it("disables next at the end and labels its arrows and slides", () => {
    const actor = createActor(carouselMachine, { input }).start()
    const view = () => connectCarousel(actor.getSnapshot(), actor.send)
    view().goTo(9)
    expect(view()).toMatchObject({ index: 3, visibleItems: [3, 4, 5], previousDisabled: false, nextDisabled: true })
    view().next()
    expect(view().index).toBe(3)
    expect(view()).toMatchObject({ previousLabel: "Previous slide", nextLabel: "Next slide" })
    expect(view().slideLabel(3)).toBe("4 of 6")
  })

  it("disables both arrows when everything fits, and follows a new layout", () => {
    const actor = createActor(carouselMachine, { input: { ...input, count: 2 } }).start()
    const view = () => connectCarousel(actor.getSnapshot(), actor.send)
    expect(view()).toMatchObject({ previousDisabled: true, nextDisabled: true })
    view().layout(1, 2)
    expect(view()).toMatchObject({ previousDisabled: true, nextDisabled: false, visibleItems: [0] })
  })

  it("wraps a looping carousel", () => {
    const actor = createActor(carouselMachine, { input: { ...input, visible: 1, loop: true } }).start()
    actor.send({ type: "previous" })
    expect(connectCarousel(actor.getSnapshot(), actor.send)).toMatchObject({
      index: 5,
      previousDisabled: false,
      nextDisabled: false
    })
  })
})
