import {
  colourPickerMachine,
  connectColourPicker,
  type ColourPickerApi,
  type ColourPickerState,
  type ModelColour,
  type ModelColourVariant
} from "@dealer/core/models"
import { useMachine } from "@xstate/react"
import { useTenant } from "../tenant/tenant-provider.tsx"

/**
 * The model colour picker flow: variant tabs, swatches with wrapping arrows, and the body-style row
 * when the rule shows it.
 *
 * @example
 * const picker = useColourPicker(model.variants, model.colours)
 * picker.selectedColour?.name // "Ceramic White"
 */
export function useColourPicker(
  variants: ReadonlyArray<ModelColourVariant>,
  colours: ReadonlyArray<ModelColour>,
  initial?: ColourPickerState
): ColourPickerApi {
  const { texts } = useTenant()
  const [snapshot, send] = useMachine(colourPickerMachine, {
    input: initial ? { variants, colours, texts, initial } : { variants, colours, texts }
  })
  return connectColourPicker(snapshot, send)
}
