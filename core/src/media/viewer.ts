import { availableViewerModes, defaultViewerMode, type ViewerMedia, type ViewerMode } from "./viewer-mode.ts"

/** The media viewer: which tab shows and whether it fills the screen. */
export interface ViewerState {
  readonly mode: ViewerMode
  readonly fullscreen: boolean
}

/** What the media viewer receives: a mode chosen, full screen opened or closed. */
export type ViewerEvent =
  | { readonly type: "mode.select"; readonly mode: ViewerMode }
  | { readonly type: "fullscreen.open" }
  | { readonly type: "fullscreen.close" }

/**
 * The viewer as the page opens: on the default tab for this car, not fullscreen.
 *
 * @example
 * import { initialViewerState } from "@dealer/core/media"
 *
 * initialViewerState({ spin_code: "AB12" }, "spinner") // => { mode: "spinner", fullscreen: false }
 */
export function initialViewerState(media: ViewerMedia, tenantDefault: ViewerMode): ViewerState {
  return { mode: defaultViewerMode(media, tenantDefault), fullscreen: false }
}

/**
 * The viewer's transitions: a tab the car does not have cannot be selected.
 *
 * @example
 * import { initialViewerState, viewerTransition } from "@dealer/core/media"
 *
 * const media = { spin_code: "AB12", walkaround_videos: [] }
 * const state = initialViewerState(media, "spinner")
 *
 * viewerTransition(state, { type: "mode.select", mode: "walkaround" }, media) // => { mode: "spinner", fullscreen: false }
 * viewerTransition(state, { type: "mode.select", mode: "gallery" }, media) // => { mode: "gallery", fullscreen: false }
 */
export function viewerTransition(state: ViewerState, event: ViewerEvent, media: ViewerMedia): ViewerState {
  switch (event.type) {
    case "mode.select":
      return availableViewerModes(media).includes(event.mode) ? { ...state, mode: event.mode } : state
    case "fullscreen.open":
      return { ...state, fullscreen: true }
    case "fullscreen.close":
      return { ...state, fullscreen: false }
  }
}
