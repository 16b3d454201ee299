import { bodyStyleGroups, showsBodyStyleTabs } from "./body-style-groups.ts"
import { normaliseColourPickerState, selectedBodyStyle, type ColourPickerState } from "./colour-picker.ts"
import type { ModelColour } from "./model-colour.ts"
import type { VariantColours } from "./variant-colours.ts"

/** Everything the colour picker renders; the component computes nothing itself. */
export interface ColourPickerView {
  readonly variantTabs: ReadonlyArray<{ readonly label: string; readonly selected: boolean }>
  readonly swatches: ReadonlyArray<{
    readonly id: number
    readonly name: string
    readonly hexCode: string | null
    readonly selected: boolean
  }>
  readonly selectedColour: ModelColour | null
  /** The second tab row by body style, or null when the rule does not show it. */
  readonly bodyStyleTabs: ReadonlyArray<{
    readonly code: string
    readonly label: string
    readonly selected: boolean
  }> | null
  /** Arrows only make sense with something to step to. */
  readonly showArrows: boolean
}

/**
 * Turns the picker's selection into its view model.
 *
 * @example
 * import { colourPickerView, initialColourPickerState, variantColours } from "@dealer/core/models"
 *
 * const variants = [{ name: "Urban" }]
 * const colours = [{ id: 1, name: "Ceramic White", model_variant_name: "Urban" }, { id: 2, name: "Aurora Black", model_variant_name: "Urban" }]
 *
 * colourPickerView(initialColourPickerState, variantColours(variants, colours)).selectedColour?.name // => "Ceramic White"
 */
export function colourPickerView(state: ColourPickerState, tabs: ReadonlyArray<VariantColours>): ColourPickerView {
  const current = normaliseColourPickerState(state, tabs)
  const colours = tabs[current.variantIndex]?.colours ?? []
  const activeStyle = selectedBodyStyle(current, tabs)
  return {
    variantTabs: tabs.flatMap((tab, index) =>
      tab.variant ? [{ label: tab.variant.name, selected: index === current.variantIndex }] : []
    ),
    swatches: colours.map((colour, index) => ({
      id: colour.id,
      name: colour.name,
      hexCode: colour.hexCode ?? null,
      selected: index === current.colourIndex
    })),
    selectedColour: colours[current.colourIndex] ?? null,
    bodyStyleTabs: showsBodyStyleTabs(colours)
      ? bodyStyleGroups(colours).map((group) => ({
          code: group.code,
          label: group.label,
          selected: group.code === activeStyle
        }))
      : null,
    showArrows: colours.length > 1
  }
}
