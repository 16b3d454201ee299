import type { GalleryApi } from "@dealer/core/media"
import { useEffect, useRef, type ReactNode } from "react"
import { Dialog } from "../forms/dialog.tsx"

const STEP_KEYS = new Set(["ArrowLeft", "ArrowRight"])

/**
 * The gallery's fullscreen view, on the site's modal `Dialog` in its fullscreen variant: focus kept
 * inside, the page behind inert, Escape or Close gives focus back to the opener; the left and right
 * keys step through the slides (wrapping). It shows the slide and arrows it is given, which the
 * gallery draws (so this file, loaded on first use, carries only the dialog).
 *
 * @example
 * {gallery.fullscreen && <GalleryFullscreen gallery={gallery}><img src={slides[gallery.index]?.url} alt={gallery.slideLabel} /></GalleryFullscreen>}
 */
export function GalleryFullscreen({ gallery, children }: { readonly gallery: GalleryApi; readonly children: ReactNode }) {
  // The commands are new objects on every render but send to the same actor: read the latest once.
  const keyDown = useRef(gallery.keyDown)
  keyDown.current = gallery.keyDown
  useEffect(() => {
    // The dialog is modal, so every key while it is open is meant for it; Escape is the Dialog's.
    const onKey = (event: KeyboardEvent) => {
      if (!STEP_KEYS.has(event.key)) return
      event.preventDefault()
      keyDown.current(event.key)
    }
    document.addEventListener("keydown", onKey)
    return () => document.removeEventListener("keydown", onKey)
  }, [])
  return (
    <Dialog
      open
      onClose={gallery.close}
      title={gallery.slideLabel}
      closeLabel={gallery.closeLabel}
      variant="fullscreen"
      className="dialog gallery__fullscreen"
    >
      <div className="gallery__fullscreen-stage">{children}</div>
    </Dialog>
  )
}
