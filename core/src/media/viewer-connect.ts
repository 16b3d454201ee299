import type { SnapshotFrom } from "xstate"
import { wrapIndex } from "./gallery.ts"
import type { ViewerEvent } from "./viewer.ts"
import { VIEWER_MODES, type viewerMachine } from "./viewer-machine.ts"
import { viewerTabs, type ViewerMode, type ViewerTab } from "./viewer-mode.ts"

/** What the media viewer renders, and its commands. */
export interface ViewerApi {
  readonly mode: ViewerMode
  /** Spin, Walkaround, Gallery, Interior, as far as the car has them. */
  readonly tabs: ReadonlyArray<ViewerTab>
  readonly tabsLabel: string
  readonly fullscreen: boolean
  /** The fullscreen button's text: open or exit, whichever applies. */
  readonly fullscreenLabel: string
  readonly selectMode: (mode: ViewerMode) => void
  /** Moves to the neighbouring tab (-1 or 1), wrapping, as the tab keys do. */
  readonly selectAdjacentMode: (step: number) => void
  readonly toggleFullscreen: () => void
  readonly closeFullscreen: () => void
}

/**
 * The media viewer view model: components read these fields and call the commands; they never look
 * at machine state names.
 *
 * @example
 * import { connectViewer, viewerMachine } from "@dealer/core/media"
 * import { defaultTexts } from "@dealer/core/tenant"
 * import { createActor } from "xstate"
 *
 * const media = { spin_code: "AB12", walkaround_videos: [] }
 * const actor = createActor(viewerMachine, { input: { media, defaultMode: "spinner", texts: defaultTexts } }).start()
 *
 * connectViewer(actor.getSnapshot(), actor.send).tabs.map((tab) => tab.label) // => ["Spin", "Gallery"]
 */
export function connectViewer(
  snapshot: SnapshotFrom<typeof viewerMachine>,
  send: (event: ViewerEvent) => void
): ViewerApi {
  const { media, texts } = snapshot.context
  const mode = VIEWER_MODES.find((candidate) => snapshot.matches({ mode: candidate })) ?? "gallery"
  const fullscreen = snapshot.matches({ screen: "open" })
  const tabs = viewerTabs(media, mode, texts)
  return {
    mode,
    tabs,
    tabsLabel: texts.viewerTabsLabel,
    fullscreen,
    fullscreenLabel: fullscreen ? texts.viewerCloseFullscreen : texts.viewerOpenFullscreen,
    selectMode: (next) => send({ type: "mode.select", mode: next }),
    selectAdjacentMode: (step) => {
      const at = tabs.findIndex((tab) => tab.selected)
      const next = tabs[wrapIndex(at, Math.trunc(step), tabs.length)]
      if (next) send({ type: "mode.select", mode: next.mode })
    },
    toggleFullscreen: () => send({ type: fullscreen ? "fullscreen.close" : "fullscreen.open" }),
    closeFullscreen: () => send({ type: "fullscreen.close" })
  }
}
