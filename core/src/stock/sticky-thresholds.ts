/** The vehicle page's sticky header appears after scrolling this far (section 2). */
export const STICKY_HEADER_OFFSET_PX = 500
/** The sticky bottom bar (some tenants) changes state after scrolling past this (section 2). */
export const STICKY_BOTTOM_BAR_OFFSET_PX = 900

/**
 * Whether the sticky header shows at a scroll position.
 *
 * @example
 * import { isStickyHeaderShown } from "@dealer/core/stock"
 *
 * isStickyHeaderShown(501) // => true
 */
export function isStickyHeaderShown(scrollY: number): boolean {
  return scrollY > STICKY_HEADER_OFFSET_PX
}

/**
 * Whether the sticky bottom bar has changed state at a scroll position.
 *
 * @example
 * import { isStickyBottomBarScrolled } from "@dealer/core/stock"
 *
 * isStickyBottomBarScrolled(900) // => false
 */
export function isStickyBottomBarScrolled(scrollY: number): boolean {
  return scrollY > STICKY_BOTTOM_BAR_OFFSET_PX
}
