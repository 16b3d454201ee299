import { describe, expect, it } from "vitest"
import { createActor, initialTransition, transition } from "xstate"
import { getShortestPaths } from "xstate/graph"
import { defaultTexts } from "../tenant/texts.ts"
import { connectViewer } from "./viewer-connect.ts"
import { VIEWER_MODES, viewerMachine, type ViewerMachineInput } from "./viewer-machine.ts"
import type { ViewerMedia, ViewerMode } from "./viewer-mode.ts"

const everything: ViewerMedia = {
  spin_images: ["1.jpg", "2.jpg"],
  walkaround_videos: [{ video: { url: "w.mp4" } }],
  spin_interior_image: "interior.jpg"
}
const input = (media: ViewerMedia, defaultMode: ViewerMode = "spinner"): ViewerMachineInput => ({
  media,
  defaultMode,
  texts: defaultTexts
})
const start = (machineInput: ViewerMachineInput) => createActor(viewerMachine, { input: machineInput }).start()
const view = (actor: ReturnType<typeof start>) => connectViewer(actor.getSnapshot(), actor.send)

describe("viewer flow", () => {
  it("opens on the spinner by default, closed (pure transitions)", () => {
    const [opened] = initialTransition(viewerMachine, input(everything))
    expect(opened.value).toEqual({ mode: "spinner", screen: "closed" })
    const [interior] = transition(viewerMachine, opened, { type: "mode.select", mode: "interior" })
    expect(interior.value).toEqual({ mode: "interior", screen: "closed" })
  })

  it("opens on the gallery for tenants that say so, and when the car has no spin", () => {
    expect(view(start(input(everything, "gallery"))).mode).toBe("gallery")
    expect(view(start(input({ walkaround_videos: [{}] }, "spinner"))).mode).toBe("gallery")
    expect(view(start(input(everything, "walkaround"))).mode).toBe("walkaround")
    expect(view(start(input(everything, "interior"))).mode).toBe("interior")
  })

  it("offers only the modes the car has, and ignores a tab it lacks", () => {
    const actor = start(input({ spin_code: "AB12" }))
    expect(view(actor).tabs.map((tab) => tab.label)).toEqual(["Spin", "Gallery"])
    view(actor).selectMode("walkaround")
    view(actor).selectMode("interior")
    expect(view(actor).mode).toBe("spinner")
    view(actor).selectMode("gallery")
    expect(view(actor).tabs).toEqual([
      { mode: "spinner", label: "Spin", selected: false },
      { mode: "gallery", label: "Gallery", selected: true }
    ])
  })

  it("moves between neighbouring tabs with wrap, as the arrow keys do", () => {
    const actor = start(input(everything))
    view(actor).selectAdjacentMode(-1)
    expect(view(actor).mode).toBe("interior")
    view(actor).selectAdjacentMode(1)
    view(actor).selectAdjacentMode(1)
    expect(view(actor).mode).toBe("walkaround")
  })

  it("opens and closes fullscreen whatever the mode, keeping the mode", () => {
    const actor = start(input(everything))
    expect(view(actor)).toMatchObject({ fullscreen: false, fullscreenLabel: "Fullscreen" })
    view(actor).toggleFullscreen()
    view(actor).selectMode("interior")
    expect(view(actor)).toMatchObject({ fullscreen: true, mode: "interior", fullscreenLabel: "Exit fullscreen" })
    view(actor).toggleFullscreen()
    expect(view(actor)).toMatchObject({ fullscreen: false, mode: "interior" })
  })

  it("reaches every mode both closed and in fullscreen, and the view shows that mode's tab selected", () => {
    const paths = getShortestPaths(viewerMachine, {
      input: input(everything),
      events: [
        ...VIEWER_MODES.map((mode) => ({ type: "mode.select" as const, mode })),
        { type: "fullscreen.open" as const },
        { type: "fullscreen.close" as const }
      ]
    })
    const reached = paths.map((path) => path.state)
    expect(reached).toHaveLength(8)
    for (const mode of VIEWER_MODES) {
      for (const screen of ["closed", "open"] as const) {
        const snapshot = reached.find((state) => state.matches({ mode, screen }))
        expect(snapshot, `${mode} ${screen}`).toBeDefined()
        if (!snapshot) continue
        const api = connectViewer(snapshot, () => undefined)
        expect(api.mode).toBe(mode)
        expect(api.fullscreen).toBe(screen === "open")
        expect(api.tabs.filter((tab) => tab.selected).map((tab) => tab.mode)).toEqual([mode])
      }
    }
  })
})
