import type { GallerySlide } from "@dealer/core/stock"
import { exampleTenant } from "@dealer/core/testing"
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react"
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

const press = (key: string) => act(() => void fireEvent.keyDown(document, { key }))

describe("useGallery", () => {
  it("steps through the fullscreen view with the left and right keys, wrapping, and closes with Escape", () => {
    renderGallery(8)
    act(() => void fireEvent.click(screen.getByRole("button", { name: "View fullscreen" })))
    const dialog = screen.getByRole("dialog")
    expect(dialog.getAttribute("aria-label")).toBe("Image 1 of 8")
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Close" }))
    press("ArrowLeft")
    expect(screen.getByRole("dialog").getAttribute("aria-label")).toBe("Image 8 of 8")
    expect(screen.getAllByRole("img", { name: "Image 8 of 8" })[0]?.getAttribute("src")).toBe("/car-8.jpg")
    press("ArrowRight")
    press("ArrowRight")
    expect(screen.getByRole("dialog").getAttribute("aria-label")).toBe("Image 2 of 8")
    press("Escape")
    expect(screen.queryByRole("dialog")).toBeNull()
    expect(screen.getByRole("img", { name: "Image 2 of 8" })).toBeTruthy()
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
