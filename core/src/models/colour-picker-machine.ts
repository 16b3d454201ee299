import { assign, setup } from "xstate"
import type { Texts } from "../tenant/texts.ts"
import {
  colourPickerTransition,
  initialColourPickerState,
  normaliseColourPickerState,
  type ColourPickerEvent,
  type ColourPickerState
} from "./colour-picker.ts"
import type { ModelColour, ModelColourVariant } from "./model-colour.ts"
import { variantColours, type VariantColours } from "./variant-colours.ts"

/** The texts the colour picker's controls read. */
export type ColourPickerTexts = Pick<
  Texts,
  | "colourPickerVariantsLabel"
  | "colourPickerBodyStylesLabel"
  | "colourPickerColoursLabel"
  | "colourPickerPrevious"
  | "colourPickerNext"
>

/**
 * What the colour picker's statechart starts from: the model's variants and colours, the texts and
 * the first choice.
 */
export interface ColourPickerMachineInput {
  readonly variants: ReadonlyArray<ModelColourVariant>
  readonly colours: ReadonlyArray<ModelColour>
  readonly texts: ColourPickerTexts
  /** Where the picker starts (the server's `?variant=&colour=` choice); the first variant and colour by default. */
  readonly initial?: ColourPickerState
}

interface ColourPickerContext {
  readonly tabs: ReadonlyArray<VariantColours>
  readonly selection: ColourPickerState
  readonly texts: ColourPickerTexts
}

/**
 * The model colour picker (001 sections 2 and 4): first variant and first colour by default; changing
 * variant resets the colour to the first; the arrows wrap; the body-style tab row (at least 3 styles
 * and more than 15 colours) jumps to a style's first colour. Every selection is `colourPickerTransition`.
 *
 * @example
 * import { colourPickerMachine } from "@dealer/core/models"
 * import { defaultTexts } from "@dealer/core/tenant"
 * import { createActor } from "xstate"
 *
 * const variants = [{ name: "Urban" }]
 * const colours = [
 *   { id: 1, name: "Ceramic White", model_variant_name: "Urban" },
 *   { id: 2, name: "Aurora Black", model_variant_name: "Urban" },
 *   { id: 3, name: "Runway Red", model_variant_name: "Urban" }
 * ]
 * const actor = createActor(colourPickerMachine, { input: { variants, colours, texts: defaultTexts } }).start()
 *
 * actor.send({ type: "colour.previous" })
 * actor.getSnapshot().context.selection // => { variantIndex: 0, colourIndex: 2 }
 */
export const colourPickerMachine = /* @__PURE__ */ setup({
  types: { context: {} as ColourPickerContext, input: {} as ColourPickerMachineInput, events: {} as ColourPickerEvent },
  actions: {
    pick: assign(({ context, event }) => ({
      selection: colourPickerTransition(context.selection, event, context.tabs)
    }))
  }
}).createMachine({
  id: "colourPicker",
  context: ({ input }) => {
    const tabs = variantColours(input.variants, input.colours)
    return {
      tabs,
      selection: normaliseColourPickerState(input.initial ?? initialColourPickerState, tabs),
      texts: input.texts
    }
  },
  initial: "picking",
  states: {
    picking: {
      on: {
        "variant.select": { actions: "pick" },
        "colour.select": { actions: "pick" },
        "colour.next": { actions: "pick" },
        "colour.previous": { actions: "pick" },
        "bodyStyle.select": { actions: "pick" }
      }
    }
  }
})
