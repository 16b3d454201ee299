import {
  colourPickerMachine,
  connectColourPicker,
  type ColourPickerApi,
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
  colours: ReadonlyArray<ModelColour>
): ColourPickerApi {
  const { texts } = useTenant()
  const [snapshot, send] = useMachine(colourPickerMachine, { input: { variants, colours, texts } })
  return connectColourPicker(snapshot, send)
}
