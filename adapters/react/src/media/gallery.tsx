import type { GalleryApi } from "@dealer/core/media"
import type { GallerySlide } from "@dealer/core/stock"
import { useEffect, useRef } from "react"

const HANDLED_KEYS = new Set(["ArrowLeft", "ArrowRight", "Escape"])

function Slide({ slide, label }: { readonly slide: GallerySlide | undefined; readonly label: string }) {
  if (!slide) return null
  if (slide.kind === "video") {
    return slide.external ? (
      <iframe src={slide.url} title={label} allowFullScreen />
    ) : (
      <video src={slide.url} controls aria-label={label} />
    )
  }
  // The gallery's photo is the page's largest paint: fetched first, before the thumbnails.
  return <img src={slide.url} alt={label} fetchPriority="high" decoding="async" />
}

function Arrows({ gallery }: { readonly gallery: GalleryApi }) {
  if (!gallery.showArrows) return null
  return (
    <>
      <button type="button" className="gallery__previous" aria-label={gallery.previousLabel} onClick={gallery.previous}>
        ‹
      </button>
      <button type="button" className="gallery__next" aria-label={gallery.nextLabel} onClick={gallery.next}>
        ›
      </button>
    </>
  )
}

/** The fullscreen view: a modal dialog that listens to the left and right keys and Escape. */
function FullscreenDialog({
  gallery,
  slides
}: {
  readonly gallery: GalleryApi
  readonly slides: ReadonlyArray<GallerySlide>
}) {
  const close = useRef<HTMLButtonElement>(null)
  // The commands are new objects on every render but send to the same actor: read the latest once.
  const keyDown = useRef(gallery.keyDown)
  keyDown.current = gallery.keyDown
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
    close.current?.focus()
    const onKey = (event: KeyboardEvent) => {
      if (!HANDLED_KEYS.has(event.key)) return
      event.preventDefault()
      keyDown.current(event.key)
    }
    document.addEventListener("keydown", onKey)
    return () => {
      document.removeEventListener("keydown", onKey)
      opener?.focus()
    }
  }, [])
  return (
    <div role="dialog" aria-modal="true" aria-label={gallery.slideLabel} className="gallery__fullscreen">
      <button ref={close} type="button" className="gallery__close" onClick={gallery.close}>
        {gallery.closeLabel}
      </button>
      <Slide slide={slides[gallery.index]} label={gallery.slideLabel} />
      <Arrows gallery={gallery} />
    </div>
  )
}

/**
 * The vehicle page gallery: the slide on show with wrapping arrows, a thumbnail strip for more than 3
 * photos, and a fullscreen dialog (left/right keys step, Escape closes).
 *
 * @example
 * const slides = carGalleryView(car, tenant.media.gallery_video_position).slides
 * <Gallery gallery={useGallery(slides)} slides={slides} className="gallery" />
 */
export function Gallery({
  gallery,
  slides,
  className
}: {
  readonly gallery: GalleryApi
  readonly slides: ReadonlyArray<GallerySlide>
  readonly className?: string
}) {
  return (
    <section className={className} aria-roledescription="carousel" aria-label={gallery.slideLabel}>
      <div className="gallery__stage">
        <Slide slide={slides[gallery.index]} label={gallery.slideLabel} />
        <Arrows gallery={gallery} />
        <button type="button" className="gallery__open" onClick={gallery.open}>
          {gallery.openLabel}
        </button>
      </div>
      {gallery.thumbnails.length > 0 && (
        <div className="gallery__thumbnails">
          {gallery.thumbnails.map((thumbnail) => {
            const slide = slides[thumbnail.index]
            return (
              <button
                key={thumbnail.index}
                type="button"
                aria-label={thumbnail.label}
                aria-current={thumbnail.selected ? "true" : undefined}
                onClick={() => gallery.select(thumbnail.index)}
              >
                {slide?.kind === "image" ? <img src={slide.thumbUrl} alt="" /> : "▶"}
              </button>
            )
          })}
        </div>
      )}
      {gallery.fullscreen && <FullscreenDialog gallery={gallery} slides={slides} />}
    </section>
  )
}
