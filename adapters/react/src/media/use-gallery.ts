import { connectGallery, galleryMachine, galleryMachineInput, type GalleryApi } from "@dealer/core/media"
import { useMachine } from "@xstate/react"
import { useTenant } from "../tenant/tenant-provider.tsx"

/**
 * The gallery flow over a car's slides (photos and video), with the tenant's texts.
 *
 * @example
 * const gallery = useGallery(carGalleryView(car, tenant.media.gallery_video_position).slides)
 * <img src={slides[gallery.index]?.url} alt={gallery.slideLabel} />
 * // The flow starts from the slides it first sees: key the component by car so another car starts afresh.
 */
export function useGallery(slides: ReadonlyArray<{ readonly kind: "image" | "video" }>): GalleryApi {
  const { texts } = useTenant()
  const [snapshot, send] = useMachine(galleryMachine, { input: galleryMachineInput(slides, texts) })
  return connectGallery(snapshot, send)
}
