import type { GallerySlide } from "@dealer/core/stock"
import { exampleTenant } from "@dealer/core/testing"
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react"
import { afterEach, describe, expect, it } from "vitest"
import { TenantProvider } from "../tenant/tenant-provider.tsx"
import { Gallery } from "./gallery.tsx"
import { useGallery } from "./use-gallery.ts"

afterEach(cleanup)

const photos = (count: number): ReadonlyArray<GallerySlide> =>
  Array.from({ length: count }, (_, i) => ({
    kind: "image",
    url: `/car-${i + 1}.jpg`,
    thumbUrl: `/thumb-${i + 1}.jpg`
  }))

function CarGallery({ slides }: { readonly slides: ReadonlyArray<GallerySlide> }) {
  return <Gallery gallery={useGallery(slides)} slides={slides} />
}

function renderGallery(count: number) {
  return render(
    <TenantProvider tenant={exampleTenant()}>
      <CarGallery slides={photos(count)} />
    </TenantProvider>
  )
}

// Keys go where focus is, as in a browser (inside the modal dialog while it is open).
const press = (key: string, options: { shiftKey?: boolean } = {}) =>
  act(() => void fireEvent.keyDown(document.activeElement ?? document.body, { key, ...options }))

describe("useGallery", () => {
  it("opens the fullscreen view as the site's modal dialog and steps through it with the left and right keys, wrapping", async () => {
    renderGallery(8)
    const opener = screen.getByRole("button", { name: "View fullscreen" })
    opener.focus()
    act(() => void fireEvent.click(opener))
    // The fullscreen view's code loads on first use.
    const dialog = await screen.findByRole("dialog", { name: "Image 1 of 8" })
    // The shared Dialog's native element in its fullscreen variant, styled by the site's stylesheet.
    expect(dialog.tagName).toBe("DIALOG")
    expect((dialog as HTMLDialogElement).open).toBe(true)
    expect(dialog.getAttribute("aria-modal")).toBe("true")
    expect(dialog.classList).toContain("dialog--fullscreen")
    expect(dialog.getAttribute("style")).toBeNull()
    expect(dialog.contains(document.activeElement)).toBe(true)
    press("ArrowLeft")
    expect(screen.getByRole("dialog", { name: "Image 8 of 8" })).toBe(dialog)
    expect(screen.getAllByRole("img", { name: "Image 8 of 8" })[0]?.getAttribute("src")).toBe("/car-8.jpg")
    press("ArrowRight")
    press("ArrowRight")
    expect(screen.getByRole("dialog", { name: "Image 2 of 8" })).toBe(dialog)
  })

  it("keeps Tab inside the fullscreen view, and Escape or Close gives focus back to the opener", async () => {
    renderGallery(8)
    const opener = screen.getByRole("button", { name: "View fullscreen" })
    opener.focus()
    act(() => void fireEvent.click(opener))
    const dialog = await screen.findByRole("dialog")
    const close = within(dialog).getByRole("button", { name: "Close" })
    const next = within(dialog).getByRole("button", { name: "Next image" })
    next.focus()
    press("Tab")
    expect(document.activeElement).toBe(close)
    press("Tab", { shiftKey: true })
    expect(document.activeElement).toBe(next)
    press("ArrowRight")
    expect(screen.getByRole("dialog", { name: "Image 2 of 8" })).toBe(dialog)
    press("Escape")
    expect(screen.queryByRole("dialog")).toBeNull()
    expect(document.activeElement).toBe(opener)
    expect(screen.getByRole("img", { name: "Image 2 of 8" })).toBeTruthy()

    act(() => void fireEvent.click(opener))
    act(() => void fireEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Close" })))
    expect(screen.queryByRole("dialog")).toBeNull()
    expect(document.activeElement).toBe(opener)
  })

  it("leaves the arrow keys alone while the gallery is inline", () => {
    renderGallery(8)
    press("ArrowRight")
    expect(screen.getByRole("img", { name: "Image 1 of 8" })).toBeTruthy()
  })

  it("wraps with the arrow buttons and picks from the thumbnails, shown only for more than 3 photos", () => {
    renderGallery(4)
    act(() => void fireEvent.click(screen.getByRole("button", { name: "Previous image" })))
    expect(screen.getByRole("img", { name: "Image 4 of 4" })).toBeTruthy()
    const third = screen.getByRole("button", { name: "Show image 3 of 4" })
    act(() => void fireEvent.click(third))
    expect(third.getAttribute("aria-current")).toBe("true")
    expect(screen.getByRole("img", { name: "Image 3 of 4" })).toBeTruthy()
    cleanup()
    renderGallery(3)
    expect(screen.queryByRole("button", { name: /Show image/ })).toBeNull()
  })

  it("shows a single photo without arrows", () => {
    renderGallery(1)
    expect(screen.queryByRole("button", { name: "Next image" })).toBeNull()
  })
})
