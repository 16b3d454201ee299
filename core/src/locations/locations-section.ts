import { fillText, type Texts } from "../tenant/texts.ts"

/**
 * The heading of the locations section (001 section 2): `N Big Locations` when more than one,
 * otherwise `Find Us Here`.
 *
 * @example
 * import { locationsSectionHeading } from "@dealer/core/locations"
 * import { defaultTexts } from "@dealer/core/tenant"
 *
 * locationsSectionHeading(3, defaultTexts) // => "3 Big Locations"
 * locationsSectionHeading(1, defaultTexts) // => "Find Us Here"
 */
export function locationsSectionHeading(
  count: number,
  texts: Pick<Texts, "locationsHeadingMany" | "locationsHeadingSingle">
): string {
  return count > 1 ? fillText(texts.locationsHeadingMany, { count: String(count) }) : texts.locationsHeadingSingle
}

/** How the locations carousel lays out its cards. */
export interface LocationsCarouselLayout {
  /** A swipe hint for small screens (large screens hide it). */
  readonly showSwipeHint: boolean
  /** The wider card layout. */
  readonly wide: boolean
}

/**
 * The locations carousel (001 section 2): a swipe hint with 3 or fewer locations, the wider card
 * layout with more than 4.
 *
 * @example
 * import { locationsCarouselLayout } from "@dealer/core/locations"
 *
 * locationsCarouselLayout(5) // => { showSwipeHint: false, wide: true }
 */
export function locationsCarouselLayout(count: number): LocationsCarouselLayout {
  return { showSwipeHint: count <= 3, wide: count > 4 }
}
