import { assign, setup } from "xstate"
import type { Texts } from "../tenant/texts.ts"
import { galleryTransition, type GalleryEvent } from "./gallery.ts"

/** The texts the gallery's controls read. */
export type GalleryTexts = Pick<
  Texts,
  | "galleryPreviousImage"
  | "galleryNextImage"
  | "galleryOpenFullscreen"
  | "galleryCloseFullscreen"
  | "gallerySlideLabel"
  | "galleryThumbnailLabel"
>

/** What the car gallery's statechart starts from: how many slides and photos, and the texts. */
export interface GalleryMachineInput {
  /** Every slide of the gallery, the video included. */
  readonly count: number
  /** The photos alone: the thumbnail rule counts images (000 section 9). */
  readonly imageCount: number
  readonly texts: GalleryTexts
}

/**
 * The gallery's input from its slides (a car's photos with its video, as `galleryItems` or the stock
 * area's `carGalleryView` give them).
 *
 * @example
 * import { galleryMachineInput } from "@dealer/core/media"
 * import { defaultTexts } from "@dealer/core/tenant"
 *
 * galleryMachineInput([{ kind: "image" }, { kind: "video" }], defaultTexts) // => { count: 2, imageCount: 1, texts: defaultTexts }
 */
export function galleryMachineInput(
  slides: ReadonlyArray<{ readonly kind: "image" | "video" }>,
  texts: GalleryTexts
): GalleryMachineInput {
  return { count: slides.length, imageCount: slides.filter((slide) => slide.kind === "image").length, texts }
}

interface GalleryContext extends GalleryMachineInput {
  readonly index: number
}

/**
 * The vehicle page gallery (000 sections 2 and 9): inline or fullscreen, on one slide at a time.
 * Arrows and thumbnails work in both; in fullscreen the left and right keys step and Escape closes.
 * Every index change is `galleryTransition`, so wrapping and ignored selections follow the rule.
 *
 * @example
 * import { galleryMachine } from "@dealer/core/media"
 * import { defaultTexts } from "@dealer/core/tenant"
 * import { createActor } from "xstate"
 *
 * const actor = createActor(galleryMachine, { input: { count: 8, imageCount: 8, texts: defaultTexts } }).start()
 * actor.send({ type: "previous" }) // index 7
 */
export const galleryMachine = /* @__PURE__ */ setup({
  types: { context: {} as GalleryContext, input: {} as GalleryMachineInput, events: {} as GalleryEvent },
  actions: {
    apply: assign(({ context, event }, params: { readonly fullscreen: boolean }) => ({
      index: galleryTransition({ index: context.index, fullscreen: params.fullscreen }, event, context.count).index
    }))
  },
  guards: {
    closesFullscreen: ({ context, event }) =>
      !galleryTransition({ index: context.index, fullscreen: true }, event, context.count).fullscreen
  }
}).createMachine({
  id: "gallery",
  context: ({ input }) => ({ ...input, index: 0 }),
  initial: "inline",
  states: {
    inline: {
      on: {
        next: { actions: { type: "apply", params: { fullscreen: false } } },
        previous: { actions: { type: "apply", params: { fullscreen: false } } },
        select: { actions: { type: "apply", params: { fullscreen: false } } },
        "fullscreen.open": "fullscreen"
      }
    },
    fullscreen: {
      on: {
        next: { actions: { type: "apply", params: { fullscreen: true } } },
        previous: { actions: { type: "apply", params: { fullscreen: true } } },
        select: { actions: { type: "apply", params: { fullscreen: true } } },
        key: [
          { guard: "closesFullscreen", target: "inline" },
          { actions: { type: "apply", params: { fullscreen: true } } }
        ],
        "fullscreen.close": "inline"
      }
    }
  }
})
