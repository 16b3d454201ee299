import type { CarHotspot, GallerySlide, ViewerMode } from "@dealer/core"
import { Gallery, MediaViewer, useGallery, useViewer } from "@dealer/react"
import { lazy, Suspense } from "react"

// The 360 viewer is heavy and rarely used first: it loads only when its tab shows.
const SpinTab = lazy(() => import("./spin-tab.tsx"))
// The interior view's hotspots, likewise, load only when that tab shows.
const HotspotLayer = lazy(() => import("./hotspot-layer.tsx").then((module) => ({ default: module.HotspotLayer })))

export interface CarMedia {
  readonly slides: ReadonlyArray<GallerySlide>
  readonly spinImages: ReadonlyArray<string>
  readonly walkaroundUrl: string | null
  readonly interiorImage: string | null
  readonly hotspots: { readonly exterior: ReadonlyArray<CarHotspot>; readonly interior: ReadonlyArray<CarHotspot> }
  readonly title: string
}

function PhotoGallery({ slides }: { readonly slides: ReadonlyArray<GallerySlide> }) {
  return <Gallery gallery={useGallery(slides)} slides={slides} className="gallery" />
}

/**
 * The media of a vehicle page: the photo gallery (with its video slot), inside the viewer's tabs
 * when the car also has a spin, a walkaround or an interior view.
 */
export function CarGallerySection({ media }: { readonly media: CarMedia }) {
  const viewer = useViewer({
    spin_images: media.spinImages,
    walkaround_videos: media.walkaroundUrl ? [media.walkaroundUrl] : [],
    spin_interior_image: media.interiorImage
  })
  if (viewer.tabs.length < 2) {
    return (
      <div className="car-page__gallery">
        <PhotoGallery slides={media.slides} />
      </div>
    )
  }
  const renderMode = (mode: ViewerMode) => {
    if (mode === "spinner") {
      return (
        <Suspense fallback={<div className="viewer__loading" aria-busy="true" />}>
          <SpinTab frames={media.spinImages} hotspots={media.hotspots.exterior} />
        </Suspense>
      )
    }
    if (mode === "walkaround" && media.walkaroundUrl) {
      return <video src={media.walkaroundUrl} controls className="viewer__video" aria-label={media.title} />
    }
    if (mode === "interior" && media.interiorImage) {
      return (
        <div className="viewer__interior">
          <img src={media.interiorImage} alt={media.title} width={1280} height={800} />
          <Suspense fallback={null}>
            <HotspotLayer hotspots={media.hotspots.interior} frame={null} />
          </Suspense>
        </div>
      )
    }
    return <PhotoGallery slides={media.slides} />
  }
  return <MediaViewer viewer={viewer} renderMode={renderMode} className="car-page__gallery viewer" />
}
