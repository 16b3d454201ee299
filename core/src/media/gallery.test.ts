import fc from "fast-check"
import { describe, expect, it } from "vitest"
import {
  galleryTransition,
  initialGalleryState,
  showsGalleryThumbnails,
  wrapIndex,
  type GalleryEvent
} from "./gallery.ts"
import { galleryItems } from "./gallery-video-slot.ts"

describe("gallery", () => {
  it("wraps left from the first image to the last and right from the last to the first", () => {
    expect(galleryTransition(initialGalleryState, { type: "previous" }, 12)).toEqual({ index: 11, fullscreen: false })
    expect(galleryTransition({ index: 11, fullscreen: false }, { type: "next" }, 12).index).toBe(0)
  })

  it("steps with the arrow keys and closes with Escape only in fullscreen", () => {
    const open = galleryTransition(initialGalleryState, { type: "fullscreen.open" }, 5)
    expect(galleryTransition(open, { type: "key", key: "ArrowLeft" }, 5)).toEqual({ index: 4, fullscreen: true })
    expect(galleryTransition(open, { type: "key", key: "ArrowRight" }, 5)).toEqual({ index: 1, fullscreen: true })
    expect(galleryTransition(open, { type: "key", key: "Escape" }, 5)).toEqual({ index: 0, fullscreen: false })
    expect(galleryTransition(initialGalleryState, { type: "key", key: "ArrowRight" }, 5)).toEqual(initialGalleryState)
  })

  it("selects a thumbnail that exists and ignores one that does not", () => {
    expect(galleryTransition(initialGalleryState, { type: "select", index: 3 }, 5).index).toBe(3)
    expect(galleryTransition(initialGalleryState, { type: "select", index: 5 }, 5).index).toBe(0)
  })

  it("shows thumbnails only with more than 3 images", () => {
    expect([3, 4].map(showsGalleryThumbnails)).toEqual([false, true])
  })

  it("stays within the images after any events, and n steps either way come back", () => {
    const event: fc.Arbitrary<GalleryEvent> = fc.oneof(
      fc.constant({ type: "next" as const }),
      fc.constant({ type: "previous" as const }),
      fc.record({ type: fc.constant("select" as const), index: fc.integer({ min: -3, max: 40 }) }),
      fc.constant({ type: "fullscreen.open" as const }),
      fc.record({ type: fc.constant("key" as const), key: fc.constantFrom("ArrowLeft", "ArrowRight", "Escape", "a") })
    )
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 30 }), fc.array(event, { maxLength: 30 }), (count, events) => {
        const state = events.reduce((s, e) => galleryTransition(s, e, count), initialGalleryState)
        expect(state.index).toBeGreaterThanOrEqual(0)
        expect(state.index).toBeLessThan(Math.max(1, count))
        expect(wrapIndex(state.index, count, count)).toBe(state.index)
        expect(wrapIndex(state.index, -count, count)).toBe(state.index)
      }),
      { numRuns: 1000 }
    )
  })
})

describe("galleryItems", () => {
  const kinds = (position: "start" | "second" | "middle" | "end", images = ["a", "b", "c", "d"]) =>
    galleryItems(images, "video", position).map((item) => (item.kind === "image" ? item.image : "V"))

  it("places the video second by default, or at the start, middle or end", () => {
    expect(kinds("second")).toEqual(["a", "V", "b", "c", "d"])
    expect(kinds("start")).toEqual(["V", "a", "b", "c", "d"])
    expect(kinds("middle")).toEqual(["a", "b", "V", "c", "d"])
    expect(kinds("end")).toEqual(["a", "b", "c", "d", "V"])
    expect(kinds("second", [])).toEqual(["V"])
  })

  it("shows the images alone without a video", () => {
    expect(galleryItems(["a"], null, "second")).toEqual([{ kind: "image", image: "a" }])
  })
})
