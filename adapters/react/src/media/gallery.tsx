import type { GalleryApi } from "@dealer/core/media"
import type { GallerySlide } from "@dealer/core/stock"
import { lazy, Suspense } from "react"

// The fullscreen view and the modal Dialog load when first wanted (a pointer over or focus on the
// button that opens it), so the vehicle page's JavaScript before interactive stays in budget.
const loadFullscreen = () => import("./gallery-fullscreen.tsx")
const GalleryFullscreen = lazy(() => loadFullscreen().then((module) => ({ default: module.GalleryFullscreen })))
// A failed early fetch is not the shopper's concern: the click asks again.
const preloadFullscreen = () => void loadFullscreen().catch(() => undefined)

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

/**
 * The vehicle page gallery: the slide on show with wrapping arrows, a thumbnail strip for more than 3
 * photos, and a fullscreen modal dialog (left/right keys step, Escape or Close closes it).
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
        <button
          type="button"
          className="gallery__open"
          aria-haspopup="dialog"
          onClick={gallery.open}
          onPointerEnter={preloadFullscreen}
          onFocus={preloadFullscreen}
        >
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
      {gallery.fullscreen && (
        <Suspense fallback={null}>
          <GalleryFullscreen gallery={gallery}>
            <Slide slide={slides[gallery.index]} label={gallery.slideLabel} />
            <Arrows gallery={gallery} />
          </GalleryFullscreen>
        </Suspense>
      )}
    </section>
  )
}
