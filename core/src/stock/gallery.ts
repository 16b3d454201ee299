import { galleryItems, type GalleryVideoPosition } from "../media/gallery-video-slot.ts"
import { showsGalleryThumbnails } from "../media/gallery.ts"
import type { Car } from "./car.ts"
import { placeholderImageUrl } from "./placeholder-image.ts"

/** One photo of a car with the thumbnail the strip shows. */
export interface GalleryImage {
  readonly url: string
  readonly thumbUrl: string
}

/** The car's video for the gallery slot: its own file, or an external (hosted) one. */
export interface GalleryVideo {
  readonly url: string
  readonly external: boolean
}

export type GallerySlide = ({ readonly kind: "image" } & GalleryImage) | ({ readonly kind: "video" } & GalleryVideo)

export interface GalleryView {
  readonly slides: ReadonlyArray<GallerySlide>
  readonly showThumbnails: boolean
}

type GalleryCar = Pick<Car, "images" | "thumbnails" | "primary_image_url" | "video_url" | "external_video_url">
/** A car as the gallery draws it: its photos, else its placeholder picture. */
type GalleryViewCar = GalleryCar & Pick<Car, "item_type" | "simple_body" | "body" | "colour">

/**
 * A car's photos with their thumbnails: `images` (a missing thumbnail falls back to the
 * `thumbnails` entry at the same place, then to the image), or the primary image alone.
 *
 * @example
 * carGalleryImages({ images: [{ image_url: "/a.jpg", thumb_url: null }] }) // [{ url: "/a.jpg", thumbUrl: "/a.jpg" }]
 */
export function carGalleryImages(car: GalleryCar): ReadonlyArray<GalleryImage> {
  if (!car.images?.length)
    return car.primary_image_url ? [{ url: car.primary_image_url, thumbUrl: car.primary_image_url }] : []
  return car.images.map((image, index) => ({
    url: image.image_url,
    thumbUrl: image.thumb_url ?? car.thumbnails?.[index] ?? image.image_url
  }))
}

/**
 * The car's gallery video: `video_url`, else `external_video_url`, else none.
 *
 * @example
 * carGalleryVideo({ video_url: null, external_video_url: "https://youtu.be/x" }) // { url: "https://youtu.be/x", external: true }
 */
export function carGalleryVideo(car: GalleryCar): GalleryVideo | null {
  const own = car.video_url?.trim()
  if (own) return { url: own, external: false }
  const external = car.external_video_url?.trim()
  return external ? { url: external, external: true } : null
}

/**
 * The vehicle page gallery (stock document section 2): the car's photos with its video at the
 * tenant's slot, and thumbnails only for more than 3 photos (the media area's rules). A car without
 * photos shows its placeholder picture (`placeholderImageUrl`) as its one image.
 *
 * @example
 * carGalleryView(car, "second").slides[1]?.kind // "video" when the car has a video and a photo
 */
export function carGalleryView(car: GalleryViewCar, position: GalleryVideoPosition): GalleryView {
  const photos = carGalleryImages(car)
  // A car without photos shows its placeholder picture, never an empty stage.
  const placeholder = placeholderImageUrl(car)
  const images = photos.length > 0 ? photos : [{ url: placeholder, thumbUrl: placeholder }]
  const slides = galleryItems(images, carGalleryVideo(car), position).map((item): GallerySlide =>
    item.kind === "image" ? { kind: "image", ...item.image } : { kind: "video", ...item.video }
  )
  return { slides, showThumbnails: showsGalleryThumbnails(images.length) }
}
