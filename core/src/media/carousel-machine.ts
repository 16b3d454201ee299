import { assign, setup } from "xstate"
import type { Texts } from "../tenant/texts.ts"
import type { CarouselPosition } from "./carousel-arrows.ts"
import { carouselTransition, initialCarouselPosition, type CarouselEvent } from "./carousel-scroll.ts"

/** The texts a carousel's arrows and slides read. */
export type CarouselTexts = Pick<Texts, "carouselPrevious" | "carouselNext" | "carouselSlideLabel">

/** What the carousel's statechart starts from: how many items, how many show at once, whether it loops. */
export interface CarouselMachineInput {
  readonly count: number
  /** Items shown at once. */
  readonly visible: number
  /** A looping carousel (the model image carousel) wraps at both ends. */
  readonly loop?: boolean
  readonly texts: CarouselTexts
}

interface CarouselContext {
  readonly position: CarouselPosition
  readonly texts: CarouselTexts
}

/**
 * A carousel (000 section 9, 001 section 4): it starts at the first item and scrolls one item at a
 * time; an arrow is disabled when it cannot scroll that way. Every move is `carouselTransition`.
 *
 * @example
 * import { carouselMachine } from "@dealer/core/media"
 * import { defaultTexts } from "@dealer/core/tenant"
 * import { createActor } from "xstate"
 *
 * const actor = createActor(carouselMachine, { input: { count: 6, visible: 3, texts: defaultTexts } }).start()
 * actor.send({ type: "next" }) // first visible item 1
 */
export const carouselMachine = /* @__PURE__ */ setup({
  types: { context: {} as CarouselContext, input: {} as CarouselMachineInput, events: {} as CarouselEvent },
  actions: { scroll: assign(({ context, event }) => ({ position: carouselTransition(context.position, event) })) }
}).createMachine({
  id: "carousel",
  context: ({ input }) => ({
    position: initialCarouselPosition({ count: input.count, visible: input.visible, loop: input.loop === true }),
    texts: input.texts
  }),
  initial: "showing",
  states: {
    showing: {
      on: {
        next: { actions: "scroll" },
        previous: { actions: "scroll" },
        goTo: { actions: "scroll" },
        layout: { actions: "scroll" }
      }
    }
  }
})
