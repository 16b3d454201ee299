import type { ViewerMedia, ViewerMode } from "@dealer/core/media"
import type { GallerySlide } from "@dealer/core/stock"
import { exampleTenant } from "@dealer/core/testing"
import type { Story } from "@ladle/react"
import { useEffect } from "react"
import { TenantProvider } from "../tenant/tenant-provider.tsx"
import { Gallery } from "./gallery.tsx"
import { MediaViewer } from "./media-viewer.tsx"
import { SpinViewer } from "./spin-viewer.tsx"
import { useGallery } from "./use-gallery.ts"
import { useSpin } from "./use-spin.ts"
import { useViewer } from "./use-viewer.ts"

const frames = ["ute", "wagon", "sedan", "hatch", "suv", "van"].map((body) => `/images/cars/${body}.svg`)
const slides: ReadonlyArray<GallerySlide> = frames.map((url) => ({ kind: "image", url, thumbUrl: url }))
const media: ViewerMedia = {
  spin_images: frames,
  walkaround_videos: [{ video: { url: "https://example.com/walkaround.mp4" } }],
  spin_interior_image: "/images/cars/van.svg"
}

function Spin() {
  return <SpinViewer spin={useSpin(frames.length)} frames={frames} className="spin" />
}

function CarGallery() {
  return <Gallery gallery={useGallery(slides)} slides={slides} className="gallery" />
}

function Mode({ mode }: { readonly mode: ViewerMode }) {
  switch (mode) {
    case "spinner":
      return <Spin />
    case "walkaround":
      return <video src="https://example.com/walkaround.mp4" controls aria-label="Walkaround video" />
    case "gallery":
      return <CarGallery />
    case "interior":
      return <img src="/images/cars/van.svg" alt="Interior" />
  }
}

function Viewer({ fullscreen = false }: { readonly fullscreen?: boolean }) {
  const viewer = useViewer(media)
  const { toggleFullscreen } = viewer
  useEffect(() => {
    if (fullscreen) toggleFullscreen()
    // Opens once, as a shopper's first click would.
  }, [])
  return <MediaViewer viewer={viewer} renderMode={(mode) => <Mode mode={mode} />} className="viewer" />
}

const openingOn = (mode: ViewerMode, fullscreen = false) => (
  <TenantProvider tenant={exampleTenant({ media: { default_viewer_mode: mode } })}>
    <Viewer fullscreen={fullscreen} />
  </TenantProvider>
)

export const SpinnerAutoRotating: Story = () => openingOn("spinner")
export const Walkaround: Story = () => openingOn("walkaround")
export const GalleryTab: Story = () => openingOn("gallery")
export const Interior: Story = () => openingOn("interior")
export const Fullscreen: Story = () => openingOn("spinner", true)
export const CarWithPhotosOnly: Story = () => (
  <TenantProvider tenant={exampleTenant()}>
    <MediaViewerForPhotos />
  </TenantProvider>
)

function MediaViewerForPhotos() {
  return <MediaViewer viewer={useViewer({})} renderMode={() => <CarGallery />} className="viewer" />
}
