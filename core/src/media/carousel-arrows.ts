/** Where a carousel is: the first visible item, how many show at once, how many there are. */
export interface CarouselPosition {
  readonly index: number
  readonly visible: number
  readonly count: number
  /** A looping carousel (the model image carousel) can always scroll. */
  readonly loop?: boolean
}

/** Which arrows are disabled. */
export interface CarouselArrows {
  readonly previousDisabled: boolean
  readonly nextDisabled: boolean
}

/**
 * Carousel arrows are disabled when the carousel cannot scroll that way (document 001, section 4);
 * carousels start at the first item, so the previous arrow starts disabled.
 *
 * @example
 * import { carouselArrows } from "@dealer/core/media"
 *
 * carouselArrows({ index: 0, visible: 3, count: 6 }) // => { previousDisabled: true, nextDisabled: false }
 * carouselArrows({ index: 3, visible: 3, count: 6 }) // => { previousDisabled: false, nextDisabled: true }
 */
export function carouselArrows(position: CarouselPosition): CarouselArrows {
  const scrollable = position.count > position.visible
  if (position.loop === true) return { previousDisabled: !scrollable, nextDisabled: !scrollable }
  return {
    previousDisabled: position.index <= 0,
    nextDisabled: position.index + position.visible >= position.count
  }
}
