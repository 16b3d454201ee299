import * as Schema from "effect/Schema"

/** Where the video sits among the gallery's images; second by default (stock document, section 2). */
export const GalleryVideoPosition = /* @__PURE__ */ Schema.Literals(["start", "second", "middle", "end"])
export type GalleryVideoPosition = typeof GalleryVideoPosition.Type

/** One gallery item: an image or the car's video. */
export type GalleryItem<I, V> =
  { readonly kind: "image"; readonly image: I } | { readonly kind: "video"; readonly video: V }

function slotIndex(position: GalleryVideoPosition, imageCount: number): number {
  switch (position) {
    case "start":
      return 0
    case "second":
      return Math.min(1, imageCount)
    case "middle":
      return Math.floor(imageCount / 2)
    case "end":
      return imageCount
  }
}

/**
 * The gallery's items with the video placed in its slot; without a video, the images alone.
 *
 * @example
 * import { galleryItems } from "@dealer/core/media"
 *
 * galleryItems(["a.jpg", "b.jpg", "c.jpg"], "tour.mp4", "second").map((item) => item.kind) // => ["image", "video", "image", "image"]
 */
export function galleryItems<I, V>(
  images: ReadonlyArray<I>,
  video: V | null,
  position: GalleryVideoPosition
): ReadonlyArray<GalleryItem<I, V>> {
  const items: Array<GalleryItem<I, V>> = images.map((image) => ({ kind: "image", image }))
  if (video !== null) items.splice(slotIndex(position, images.length), 0, { kind: "video", video })
  return items
}
