import type { SnapshotFrom } from "xstate"
import { fillText } from "../tenant/texts.ts"
import { carouselArrows } from "./carousel-arrows.ts"
import type { carouselMachine } from "./carousel-machine.ts"
import { visibleCarouselItems, type CarouselEvent } from "./carousel-scroll.ts"

/** What a carousel renders, and its commands. */
export interface CarouselApi {
  /** The first visible item. */
  readonly index: number
  readonly count: number
  /** The items on show, first visible item first. */
  readonly visibleItems: ReadonlyArray<number>
  readonly previousDisabled: boolean
  readonly nextDisabled: boolean
  readonly previousLabel: string
  readonly nextLabel: string
  /** "2 of 6": the accessible name of one slide. */
  readonly slideLabel: (index: number) => string
  readonly previous: () => void
  readonly next: () => void
  readonly goTo: (index: number) => void
  /** Tells the carousel how many items there are and how many fit at once. */
  readonly layout: (visible: number, count: number) => void
}

/**
 * The carousel view model: components read these fields and call the commands; they never look at
 * machine state names.
 *
 * @example
 * import { carouselMachine, connectCarousel } from "@dealer/core/media"
 * import { defaultTexts } from "@dealer/core/tenant"
 * import { createActor } from "xstate"
 *
 * const actor = createActor(carouselMachine, { input: { count: 6, visible: 3, texts: defaultTexts } }).start()
 *
 * connectCarousel(actor.getSnapshot(), actor.send).previousDisabled // => true
 * connectCarousel(actor.getSnapshot(), actor.send).next()
 * connectCarousel(actor.getSnapshot(), actor.send).index // => 1
 */
export function connectCarousel(
  snapshot: SnapshotFrom<typeof carouselMachine>,
  send: (event: CarouselEvent) => void
): CarouselApi {
  const { position, texts } = snapshot.context
  const arrows = carouselArrows(position)
  return {
    index: position.index,
    count: position.count,
    visibleItems: visibleCarouselItems(position),
    previousDisabled: arrows.previousDisabled,
    nextDisabled: arrows.nextDisabled,
    previousLabel: texts.carouselPrevious,
    nextLabel: texts.carouselNext,
    slideLabel: (index) =>
      fillText(texts.carouselSlideLabel, { number: String(index + 1), count: String(position.count) }),
    previous: () => send({ type: "previous" }),
    next: () => send({ type: "next" }),
    goTo: (index) => send({ type: "goTo", index }),
    layout: (visible, count) => send({ type: "layout", visible, count })
  }
}
