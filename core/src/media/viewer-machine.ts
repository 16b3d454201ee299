import { setup } from "xstate"
import type { Texts } from "../tenant/texts.ts"
import type { ViewerEvent } from "./viewer.ts"
import { availableViewerModes, defaultViewerMode, type ViewerMedia, type ViewerMode } from "./viewer-mode.ts"

/** The texts the viewer's tabs and fullscreen button read. */
export type ViewerTexts = Pick<
  Texts,
  | "viewerSpinTab"
  | "viewerWalkaroundTab"
  | "viewerGalleryTab"
  | "viewerInteriorTab"
  | "viewerTabsLabel"
  | "viewerOpenFullscreen"
  | "viewerCloseFullscreen"
>

/**
 * What the media viewer's statechart starts from: the car's media, the tenant's default mode and
 * the texts.
 */
export interface ViewerMachineInput {
  /** The car's media fields; any car record fits. */
  readonly media: ViewerMedia
  /** The tenant's `media.default_viewer_mode`. */
  readonly defaultMode: ViewerMode
  readonly texts: ViewerTexts
}

/** Each mode the machine has a state for, in tab order. */
export const VIEWER_MODES: ReadonlyArray<ViewerMode> = ["spinner", "walkaround", "gallery", "interior"]

/**
 * The vehicle media viewer (000 sections 2 and 4): two independent regions, the mode (spinner,
 * walkaround, gallery or interior; only modes the car has, opening on the tenant's default when the
 * car has it, else gallery) and the screen (fullscreen open or closed).
 *
 * @example
 * import { viewerMachine } from "@dealer/core/media"
 * import { defaultTexts } from "@dealer/core/tenant"
 * import { exampleCar, exampleTenant } from "@dealer/core/testing"
 * import { createActor } from "xstate"
 *
 * const car = exampleCar()
 * const tenant = exampleTenant()
 *
 * const actor = createActor(viewerMachine, { input: { media: car, defaultMode: tenant.media.default_viewer_mode, texts: defaultTexts } })
 * actor.start().send({ type: "mode.select", mode: "interior" })
 */
export const viewerMachine = /* @__PURE__ */ setup({
  types: { context: {} as ViewerMachineInput, input: {} as ViewerMachineInput, events: {} as ViewerEvent },
  guards: {
    opensOn: ({ context }, params: { readonly mode: ViewerMode }) =>
      defaultViewerMode(context.media, context.defaultMode) === params.mode,
    offers: ({ context, event }, params: { readonly mode: ViewerMode }) =>
      event.type === "mode.select" &&
      event.mode === params.mode &&
      availableViewerModes(context.media).includes(params.mode)
  }
}).createMachine({
  id: "viewer",
  context: ({ input }) => input,
  type: "parallel",
  states: {
    mode: {
      initial: "opening",
      states: {
        opening: {
          always: [
            { guard: { type: "opensOn", params: { mode: "spinner" } }, target: "spinner" },
            { guard: { type: "opensOn", params: { mode: "walkaround" } }, target: "walkaround" },
            { guard: { type: "opensOn", params: { mode: "interior" } }, target: "interior" },
            // Gallery is always offered, so it is where every other opening lands.
            { target: "gallery" }
          ]
        },
        spinner: {},
        walkaround: {},
        gallery: {},
        interior: {}
      },
      on: {
        "mode.select": [
          { guard: { type: "offers", params: { mode: "spinner" } }, target: ".spinner" },
          { guard: { type: "offers", params: { mode: "walkaround" } }, target: ".walkaround" },
          { guard: { type: "offers", params: { mode: "gallery" } }, target: ".gallery" },
          { guard: { type: "offers", params: { mode: "interior" } }, target: ".interior" }
        ]
      }
    },
    screen: {
      initial: "closed",
      states: { closed: { on: { "fullscreen.open": "open" } }, open: { on: { "fullscreen.close": "closed" } } }
    }
  }
})
