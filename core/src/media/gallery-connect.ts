import type { SnapshotFrom } from "xstate"
import { fillText } from "../tenant/texts.ts"
import { showsGalleryThumbnails, type GalleryEvent } from "./gallery.ts"
import type { galleryMachine } from "./gallery-machine.ts"

/** One thumbnail of the strip. */
export interface GalleryThumbnail {
  readonly index: number
  readonly label: string
  readonly selected: boolean
}

/** What a gallery renders, and its commands. */
export interface GalleryApi {
  /** The slide on show (0-based). */
  readonly index: number
  readonly count: number
  readonly fullscreen: boolean
  /** "Image 3 of 8": the accessible name of the slide on show. */
  readonly slideLabel: string
  /** Arrows only make sense with something to step to. */
  readonly showArrows: boolean
  /** The strip shows only with more than 3 photos; empty when it does not show. */
  readonly thumbnails: ReadonlyArray<GalleryThumbnail>
  readonly previousLabel: string
  readonly nextLabel: string
  readonly openLabel: string
  readonly closeLabel: string
  readonly next: () => void
  readonly previous: () => void
  readonly select: (index: number) => void
  readonly open: () => void
  readonly close: () => void
  /** A keyboard key name (`ArrowLeft`, `ArrowRight`, `Escape`); only fullscreen listens. */
  readonly keyDown: (key: string) => void
}

/**
 * The gallery view model: components read these fields and call the commands; they never look at
 * machine state names.
 *
 * @example
 * import { connectGallery, galleryMachine } from "@dealer/core/media"
 * import { defaultTexts } from "@dealer/core/tenant"
 * import { createActor } from "xstate"
 *
 * const photos = (count: number) => createActor(galleryMachine, { input: { count, imageCount: count, texts: defaultTexts } }).start()
 *
 * connectGallery(photos(3).getSnapshot(), () => {}).thumbnails.length // => 0
 * connectGallery(photos(8).getSnapshot(), () => {}).thumbnails.length // => 8
 */
export function connectGallery(
  snapshot: SnapshotFrom<typeof galleryMachine>,
  send: (event: GalleryEvent) => void
): GalleryApi {
  const { index, count, imageCount, texts } = snapshot.context
  const label = (text: string, at: number) => fillText(text, { number: String(at + 1), count: String(count) })
  return {
    index,
    count,
    fullscreen: snapshot.matches("fullscreen"),
    slideLabel: label(texts.gallerySlideLabel, index),
    showArrows: count > 1,
    thumbnails: showsGalleryThumbnails(imageCount)
      ? Array.from({ length: count }, (_, at) => ({
          index: at,
          label: label(texts.galleryThumbnailLabel, at),
          selected: at === index
        }))
      : [],
    previousLabel: texts.galleryPreviousImage,
    nextLabel: texts.galleryNextImage,
    openLabel: texts.galleryOpenFullscreen,
    closeLabel: texts.galleryCloseFullscreen,
    next: () => send({ type: "next" }),
    previous: () => send({ type: "previous" }),
    select: (at) => send({ type: "select", index: at }),
    open: () => send({ type: "fullscreen.open" }),
    close: () => send({ type: "fullscreen.close" }),
    keyDown: (key) => send({ type: "key", key })
  }
}
