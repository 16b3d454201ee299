import type { GallerySlide } from "@dealer/core/stock"
import { exampleTenant } from "@dealer/core/testing"
import type { Story } from "@ladle/react"
import { useEffect } from "react"
import { TenantProvider } from "../tenant/tenant-provider.tsx"
import { Gallery } from "./gallery.tsx"
import { useGallery } from "./use-gallery.ts"

const bodies = ["ute", "wagon", "sedan", "hatch", "suv", "van"]
const photos = (count: number): ReadonlyArray<GallerySlide> =>
  Array.from({ length: count }, (_, i) => {
    const url = `/images/cars/${bodies[i % bodies.length]}.svg`
    return { kind: "image", url, thumbUrl: url }
  })

/** The components are unstyled; the story lays out the stage, the strip and the fullscreen dialog. */
const css = `.gallery img { max-width: 480px } .gallery__thumbnails img { width: 80px }
.gallery__thumbnails [aria-current="true"] { outline: 3px solid #1f4e79 }
.dialog--fullscreen { width: 100vw; max-width: 100vw; height: 100dvh; max-height: 100dvh; margin: 0; border: 0; background: #111; color: #fff }
.dialog--fullscreen .dialog__body { display: flex; flex-direction: column; height: 100% }
.gallery__fullscreen-stage { flex: 1; min-height: 0; display: grid; place-items: center }
.gallery__fullscreen img { max-width: 90vw; max-height: 80vh }`

function CarGallery({
  slides,
  fullscreen = false
}: {
  readonly slides: ReadonlyArray<GallerySlide>
  readonly fullscreen?: boolean
}) {
  const gallery = useGallery(slides)
  const { open } = gallery
  useEffect(() => {
    if (fullscreen) open()
    // Opens once, as a shopper's first click would.
  }, [])
  return (
    <>
      <style>{css}</style>
      <Gallery gallery={gallery} slides={slides} className="gallery" />
    </>
  )
}

const withTenant = (slides: ReadonlyArray<GallerySlide>, fullscreen = false) => (
  <TenantProvider tenant={exampleTenant()}>
    <CarGallery slides={slides} fullscreen={fullscreen} />
  </TenantProvider>
)

export const OneImage: Story = () => withTenant(photos(1))
export const ThreeImagesWithoutThumbnails: Story = () => withTenant(photos(3))
export const EightImagesWithThumbnails: Story = () => withTenant(photos(8))
export const Fullscreen: Story = () => withTenant(photos(8), true)
