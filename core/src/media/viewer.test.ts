import { describe, expect, it } from "vitest"
import { defaultTexts } from "../tenant/texts.ts"
import { decodeOrThrow } from "../shared/decode.ts"
import { exampleCar } from "../testing/examples.ts"
import { MediaSettings } from "./settings.ts"
import { initialViewerState, viewerTransition } from "./viewer.ts"
import { availableViewerModes, defaultViewerMode, viewerTabs } from "./viewer-mode.ts"

const everything = {
  spin_images: ["1.jpg", "2.jpg"],
  walkaround_videos: [{ video: { url: "w.mp4" } }],
  spin_interior_image: "interior.jpg"
}

describe("viewer modes", () => {
  it("offers each mode the car has media for, gallery always", () => {
    expect(availableViewerModes(everything)).toEqual(["spinner", "walkaround", "gallery", "interior"])
    expect(availableViewerModes({ spin_code: "AB12", walkaround_videos: [] })).toEqual(["spinner", "gallery"])
    expect(availableViewerModes({ spin_images: null, spin_code: " ", spin_interior_image: "" })).toEqual(["gallery"])
  })

  it("reads a car's own media fields", () => {
    const car = exampleCar({ spin_images: ["1.jpg"], walkaround_videos: [] })
    expect(availableViewerModes(car)).toEqual(["spinner", "gallery"])
  })

  it("opens on spinner by default, on gallery for tenants that say so, and on gallery when there is no spin", () => {
    const defaults = decodeOrThrow(MediaSettings, {}, "media settings")
    expect(defaults.default_viewer_mode).toBe("spinner")
    expect(defaultViewerMode(everything, defaults.default_viewer_mode)).toBe("spinner")
    expect(defaultViewerMode(everything, "gallery")).toBe("gallery")
    expect(defaultViewerMode({}, "spinner")).toBe("gallery")
  })

  it("labels the tabs Spin, Walkaround, Gallery, Interior", () => {
    expect(viewerTabs(everything, "gallery", defaultTexts)).toEqual([
      { mode: "spinner", label: "Spin", selected: false },
      { mode: "walkaround", label: "Walkaround", selected: false },
      { mode: "gallery", label: "Gallery", selected: true },
      { mode: "interior", label: "Interior", selected: false }
    ])
  })

  it("switches to modes the car has, and opens and closes fullscreen", () => {
    const start = initialViewerState(everything, "spinner")
    expect(start).toEqual({ mode: "spinner", fullscreen: false })
    expect(viewerTransition(start, { type: "mode.select", mode: "interior" }, everything).mode).toBe("interior")
    expect(viewerTransition(start, { type: "mode.select", mode: "walkaround" }, { spin_code: "X" })).toEqual(start)
    const open = viewerTransition(start, { type: "fullscreen.open" }, everything)
    expect(open.fullscreen).toBe(true)
    expect(viewerTransition(open, { type: "fullscreen.close" }, everything).fullscreen).toBe(false)
  })
})
