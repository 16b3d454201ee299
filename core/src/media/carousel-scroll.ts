import { carouselArrows, type CarouselPosition } from "./carousel-arrows.ts"
import { wrapIndex } from "./gallery.ts"

/** What moves a carousel: its arrows, a jump to an item, or a new layout (items or items per view). */
export type CarouselEvent =
  | { readonly type: "next" }
  | { readonly type: "previous" }
  | { readonly type: "goTo"; readonly index: number }
  | { readonly type: "layout"; readonly visible: number; readonly count: number }

const wholeAtLeast = (value: number, minimum: number) =>
  Number.isFinite(value) ? Math.max(minimum, Math.trunc(value)) : minimum

/** The last first-visible index of a carousel that stops at its ends. */
function lastIndex(position: CarouselPosition): number {
  return Math.max(0, position.count - position.visible)
}

/**
 * A carousel where it starts: on its first item (000 section 9).
 *
 * @example
 * import { initialCarouselPosition } from "@dealer/core/media"
 *
 * initialCarouselPosition({ visible: 3, count: 6 }) // => { index: 0, visible: 3, count: 6 }
 */
export function initialCarouselPosition(layout: Omit<CarouselPosition, "index">): CarouselPosition {
  return carouselTransition({ ...layout, index: 0 }, { type: "layout", visible: layout.visible, count: layout.count })
}

/**
 * Moves a carousel one item at a time. An arrow that `carouselArrows` disables does nothing; a
 * looping carousel wraps. A jump or a new layout keeps the first visible item where the carousel can
 * show it, so it never scrolls past its last page.
 *
 * @example
 * import { carouselTransition } from "@dealer/core/media"
 *
 * carouselTransition({ index: 3, visible: 3, count: 6 }, { type: "next" }) // unchanged: at the end
 * carouselTransition({ index: 0, visible: 1, count: 5, loop: true }, { type: "previous" }).index // => 4
 */
export function carouselTransition(position: CarouselPosition, event: CarouselEvent): CarouselPosition {
  const arrows = carouselArrows(position)
  const loop = position.loop === true
  switch (event.type) {
    case "next":
      if (arrows.nextDisabled) return position
      return { ...position, index: loop ? wrapIndex(position.index, 1, position.count) : position.index + 1 }
    case "previous":
      if (arrows.previousDisabled) return position
      return { ...position, index: loop ? wrapIndex(position.index, -1, position.count) : position.index - 1 }
    case "goTo": {
      if (!Number.isInteger(event.index)) return position
      if (loop) return { ...position, index: wrapIndex(event.index, 0, position.count) }
      return { ...position, index: Math.min(Math.max(0, event.index), lastIndex(position)) }
    }
    case "layout": {
      const next = { ...position, visible: wholeAtLeast(event.visible, 1), count: wholeAtLeast(event.count, 0) }
      const index = wholeAtLeast(position.index, 0)
      return { ...next, index: loop ? wrapIndex(index, 0, next.count) : Math.min(index, lastIndex(next)) }
    }
  }
}

/**
 * The items a carousel shows, first visible item first; a looping carousel wraps past its end.
 *
 * @example
 * import { visibleCarouselItems } from "@dealer/core/media"
 *
 * visibleCarouselItems({ index: 4, visible: 2, count: 5, loop: true }) // => [4, 0]
 */
export function visibleCarouselItems(position: CarouselPosition): ReadonlyArray<number> {
  const shown = Math.min(position.visible, position.count)
  return Array.from({ length: Math.max(0, shown) }, (_, offset) =>
    position.loop === true ? wrapIndex(position.index, offset, position.count) : position.index + offset
  ).filter((index) => index >= 0 && index < position.count)
}
