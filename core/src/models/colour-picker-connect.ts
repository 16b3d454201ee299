import type { SnapshotFrom } from "xstate"
import type { ColourPickerEvent } from "./colour-picker.ts"
import type { colourPickerMachine } from "./colour-picker-machine.ts"
import { colourPickerView, type ColourPickerView } from "./colour-picker-view.ts"

/** What the colour picker renders (its view model plus accessible names), and its commands. */
export interface ColourPickerApi extends ColourPickerView {
  readonly variantsLabel: string
  readonly bodyStylesLabel: string
  readonly coloursLabel: string
  readonly previousLabel: string
  readonly nextLabel: string
  readonly selectVariant: (index: number) => void
  readonly selectColour: (index: number) => void
  readonly selectBodyStyle: (code: string) => void
  readonly next: () => void
  readonly previous: () => void
}

/**
 * The colour picker view model: components read these fields and call the commands; they never look
 * at machine state names.
 *
 * @example
 * import { colourPickerMachine, connectColourPicker } from "@dealer/core/models"
 * import { defaultTexts } from "@dealer/core/tenant"
 * import { createActor } from "xstate"
 *
 * const variants = [{ name: "Urban" }, { name: "GT Line" }]
 * const colours = [
 *   { id: 1, name: "Ceramic White", model_variant_name: "Urban" },
 *   { id: 2, name: "Aurora Black", model_variant_name: "Urban" },
 *   { id: 3, name: "Runway Red", model_variant_name: "GT Line" }
 * ]
 * const actor = createActor(colourPickerMachine, { input: { variants, colours, texts: defaultTexts } }).start()
 *
 * const picker = connectColourPicker(actor.getSnapshot(), actor.send)
 * picker.selectedColour?.name // => "Ceramic White"
 */
export function connectColourPicker(
  snapshot: SnapshotFrom<typeof colourPickerMachine>,
  send: (event: ColourPickerEvent) => void
): ColourPickerApi {
  const { tabs, selection, texts } = snapshot.context
  return {
    ...colourPickerView(selection, tabs),
    variantsLabel: texts.colourPickerVariantsLabel,
    bodyStylesLabel: texts.colourPickerBodyStylesLabel,
    coloursLabel: texts.colourPickerColoursLabel,
    previousLabel: texts.colourPickerPrevious,
    nextLabel: texts.colourPickerNext,
    selectVariant: (index) => send({ type: "variant.select", index }),
    selectColour: (index) => send({ type: "colour.select", index }),
    selectBodyStyle: (code) => send({ type: "bodyStyle.select", code }),
    next: () => send({ type: "colour.next" }),
    previous: () => send({ type: "colour.previous" })
  }
}
