import { describe, expect, it } from "vitest"
import { createActor, initialTransition, transition } from "xstate"
import { getShortestPaths } from "xstate/graph"
import { defaultTexts } from "../tenant/texts.ts"
import { connectGallery } from "./gallery-connect.ts"
import { galleryMachine, galleryMachineInput, type GalleryMachineInput } from "./gallery-machine.ts"

const input = (count: number, imageCount = count): GalleryMachineInput => ({ count, imageCount, texts: defaultTexts })
const start = (machineInput: GalleryMachineInput) => createActor(galleryMachine, { input: machineInput }).start()
const view = (actor: ReturnType<typeof start>) => connectGallery(actor.getSnapshot(), actor.send)

describe("gallery flow", () => {
  it("opens inline on the first image and wraps left from it to the last (pure transitions)", () => {
    const [opened] = initialTransition(galleryMachine, input(8))
    expect(opened.value).toBe("inline")
    expect(opened.context.index).toBe(0)
    const [wrapped] = transition(galleryMachine, opened, { type: "previous" })
    expect(wrapped.context.index).toBe(7)
    const [back] = transition(galleryMachine, wrapped, { type: "next" })
    expect(back.context.index).toBe(0)
  })

  it("steps with the left and right keys in fullscreen and closes with Escape", () => {
    const actor = start(input(8))
    view(actor).open()
    expect(view(actor)).toMatchObject({ fullscreen: true, index: 0 })
    view(actor).keyDown("ArrowLeft")
    expect(view(actor)).toMatchObject({ index: 7, slideLabel: "Image 8 of 8" })
    view(actor).keyDown("ArrowRight")
    view(actor).keyDown("ArrowRight")
    expect(view(actor).index).toBe(1)
    view(actor).keyDown("Enter")
    expect(view(actor)).toMatchObject({ fullscreen: true, index: 1 })
    view(actor).keyDown("Escape")
    expect(view(actor)).toMatchObject({ fullscreen: false, index: 1 })
  })

  it("ignores the keys while inline, so the page keeps its own arrow keys", () => {
    const actor = start(input(8))
    view(actor).keyDown("ArrowRight")
    view(actor).keyDown("Escape")
    expect(view(actor)).toMatchObject({ fullscreen: false, index: 0 })
  })

  it("shows thumbnails only with more than 3 images, marking the selected one", () => {
    expect(view(start(input(3))).thumbnails).toEqual([])
    const actor = start(input(4))
    view(actor).select(2)
    expect(view(actor).thumbnails).toEqual([
      { index: 0, label: "Show image 1 of 4", selected: false },
      { index: 1, label: "Show image 2 of 4", selected: false },
      { index: 2, label: "Show image 3 of 4", selected: true },
      { index: 3, label: "Show image 4 of 4", selected: false }
    ])
  })

  it("counts photos for the thumbnail rule, but lets the strip reach the video too", () => {
    expect(view(start(input(4, 3))).thumbnails).toEqual([])
    expect(view(start(input(5, 4))).thumbnails).toHaveLength(5)
  })

  it("takes its counts from the slides, the video counting as a slide but not a photo", () => {
    const slides = [{ kind: "image" as const }, { kind: "video" as const }, { kind: "image" as const }]
    expect(galleryMachineInput(slides, defaultTexts)).toEqual({ count: 3, imageCount: 2, texts: defaultTexts })
  })

  it("ignores a thumbnail that does not exist and hides the arrows for a single image", () => {
    const actor = start(input(3))
    view(actor).select(5)
    view(actor).select(-1)
    expect(view(actor).index).toBe(0)
    expect(view(start(input(1))).showArrows).toBe(false)
    expect(view(actor).showArrows).toBe(true)
  })

  it("reaches inline and fullscreen, and the view says which", () => {
    const paths = getShortestPaths(galleryMachine, {
      input: input(4),
      events: [
        { type: "fullscreen.open" },
        { type: "fullscreen.close" },
        { type: "next" },
        { type: "key", key: "Escape" }
      ],
      serializeState: (snapshot) => JSON.stringify(snapshot.value)
    })
    const reached = new Map(paths.map((path) => [path.state.value, path.state]))
    expect([...reached.keys()].sort()).toEqual(["fullscreen", "inline"])
    for (const [value, snapshot] of reached) {
      expect(connectGallery(snapshot, () => undefined).fullscreen).toBe(value === "fullscreen")
    }
  })
})
