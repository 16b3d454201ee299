/** Thumbnails show only when a car has more than 3 images (stock document, section 9). */
export const GALLERY_THUMBNAILS_MIN_IMAGES_EXCLUSIVE = 3

/** The gallery's selection and whether the fullscreen view is open. */
export interface GalleryState {
  readonly index: number
  readonly fullscreen: boolean
}

/** What a shopper can do in the gallery; `key` carries a keyboard key name (`ArrowLeft`, ...). */
export type GalleryEvent =
  | { readonly type: "next" }
  | { readonly type: "previous" }
  | { readonly type: "select"; readonly index: number }
  | { readonly type: "fullscreen.open" }
  | { readonly type: "fullscreen.close" }
  | { readonly type: "key"; readonly key: string }

/**
 * The gallery opens on its first item, not fullscreen.
 *
 * @example
 * import { initialGalleryState } from "@dealer/core/media"
 *
 * initialGalleryState // => { index: 0, fullscreen: false }
 */
export const initialGalleryState: GalleryState = { index: 0, fullscreen: false }

/**
 * Steps an index by `step`, wrapping at both ends; a list of 0 items has only index 0.
 *
 * @example
 * import { wrapIndex } from "@dealer/core/media"
 *
 * wrapIndex(0, -1, 5) // => 4
 * wrapIndex(4, 1, 5) // => 0
 */
export function wrapIndex(index: number, step: number, count: number): number {
  if (count <= 0) return 0
  return (((index + step) % count) + count) % count
}

/**
 * The gallery's rules (stock document, section 2): arrows wrap at both ends; in fullscreen the left
 * and right keys step and Escape closes; selecting a thumbnail that does not exist changes nothing.
 *
 * @example
 * import { galleryTransition } from "@dealer/core/media"
 *
 * galleryTransition({ index: 0, fullscreen: true }, { type: "key", key: "ArrowLeft" }, 12) // => { index: 11, fullscreen: true }
 */
export function galleryTransition(state: GalleryState, event: GalleryEvent, count: number): GalleryState {
  const index = state.index >= 0 && state.index < count ? state.index : 0
  const current = { ...state, index }
  switch (event.type) {
    case "next":
      return { ...current, index: wrapIndex(index, 1, count) }
    case "previous":
      return { ...current, index: wrapIndex(index, -1, count) }
    case "select":
      return Number.isInteger(event.index) && event.index >= 0 && event.index < count
        ? { ...current, index: event.index }
        : current
    case "fullscreen.open":
      return { ...current, fullscreen: true }
    case "fullscreen.close":
      return { ...current, fullscreen: false }
    case "key":
      if (!current.fullscreen) return current
      if (event.key === "ArrowLeft") return { ...current, index: wrapIndex(index, -1, count) }
      if (event.key === "ArrowRight") return { ...current, index: wrapIndex(index, 1, count) }
      if (event.key === "Escape") return { ...current, fullscreen: false }
      return current
  }
}

/**
 * Whether the gallery shows its thumbnail strip.
 *
 * @example
 * import { showsGalleryThumbnails } from "@dealer/core/media"
 *
 * showsGalleryThumbnails(3) // => false
 * showsGalleryThumbnails(4) // => true
 */
export function showsGalleryThumbnails(imageCount: number): boolean {
  return imageCount > GALLERY_THUMBNAILS_MIN_IMAGES_EXCLUSIVE
}
