import { galleryItems, type GalleryVideoPosition } from "../media/gallery-video-slot.ts"
import { showsGalleryThumbnails } from "../media/gallery.ts"
import { playableVideo } from "../media/video-sources.ts"
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

/** A slide of a car's gallery: an image or a video. */
export type GallerySlide = ({ readonly kind: "image" } & GalleryImage) | ({ readonly kind: "video" } & GalleryVideo)

/** A car's gallery as shown: its slides and captions. */
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
 * import { carGalleryImages } from "@dealer/core/stock"
 *
 * carGalleryImages({ images: [{ image_url: "/a.jpg", thumb_url: null }] }) // => [{ url: "/a.jpg", thumbUrl: "/a.jpg" }]
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
 * The car's gallery video: `video_url` (a file), else `external_video_url` (a hosted player),
 * whichever plays on the tenant's pages (`playableVideo`: the site's own or a listed host's), else none.
 *
 * @example
 * import { DEFAULT_VIDEO_HOSTS } from "@dealer/core/media"
 * import { carGalleryVideo } from "@dealer/core/stock"
 *
 * carGalleryVideo({ video_url: null, external_video_url: "https://youtu.be/dQw4w9WgXcQ" }, DEFAULT_VIDEO_HOSTS)
 * // => { url: "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ", external: true }
 */
export function carGalleryVideo(car: GalleryCar, videoHosts: ReadonlyArray<string>): GalleryVideo | null {
  const video = playableVideo(car.video_url, "file", videoHosts) ?? playableVideo(car.external_video_url, "embed", videoHosts)
  return video ? { url: video.src, external: video.kind === "embed" } : null
}

/**
 * The walkaround clip the vehicle viewer's Walkaround tab plays: the car's first walkaround video
 * that plays on the tenant's pages (`playableVideo`), else none (no tab).
 *
 * @example
 * import { carWalkaroundVideo } from "@dealer/core/stock"
 *
 * carWalkaroundVideo({ walkaround_videos: [{ video: { url: "/clips/walk.mp4" } }] }, []) // => "/clips/walk.mp4"
 */
export function carWalkaroundVideo(car: Pick<Car, "walkaround_videos">, videoHosts: ReadonlyArray<string>): string | null {
  for (const clip of car.walkaround_videos ?? []) {
    const video = playableVideo(clip.video.url, "file", videoHosts)
    if (video) return video.src
  }
  return null
}

/**
 * The vehicle page gallery (stock document section 2): the car's photos with its video at the
 * tenant's slot, and thumbnails only for more than 3 photos (the media area's rules). A car without
 * photos shows its placeholder picture (`placeholderImageUrl`) as its one image.
 *
 * @example
 * import { carGalleryView } from "@dealer/core/stock"
 * import { exampleCar, exampleTenant } from "@dealer/core/testing"
 *
 * const car = exampleCar()
 * const tenant = exampleTenant()
 *
 * carGalleryView(car, tenant.media).slides[1]?.kind // "video" when the car has a playable video and a photo
 */
export function carGalleryView(
  car: GalleryViewCar,
  media: { readonly gallery_video_position: GalleryVideoPosition; readonly video_hosts: ReadonlyArray<string> }
): GalleryView {
  const photos = carGalleryImages(car)
  // A car without photos shows its placeholder picture, never an empty stage.
  const placeholder = placeholderImageUrl(car)
  const images = photos.length > 0 ? photos : [{ url: placeholder, thumbUrl: placeholder }]
  const slides = galleryItems(images, carGalleryVideo(car, media.video_hosts), media.gallery_video_position).map((item): GallerySlide =>
    item.kind === "image" ? { kind: "image", ...item.image } : { kind: "video", ...item.video }
  )
  return { slides, showThumbnails: showsGalleryThumbnails(images.length) }
}
