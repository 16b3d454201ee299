import { bodyStyleCodeOf, bodyStyleGroups, showsBodyStyleTabs } from "./body-style-groups.ts"
import type { ModelColour } from "./model-colour.ts"

/** The picker's selection: which variant tab and which colour of that variant. */
export interface ColourPickerState {
  readonly variantIndex: number
  readonly colourIndex: number
}

/** What a shopper can do in the colour picker. */
export type ColourPickerEvent =
  | { readonly type: "variant.select"; readonly index: number }
  | { readonly type: "colour.select"; readonly index: number }
  | { readonly type: "colour.next" }
  | { readonly type: "colour.previous" }
  | { readonly type: "bodyStyle.select"; readonly code: string }

/** The picker's tabs as the rules need them: each variant tab's colours. */
export type ColourPickerTabs = ReadonlyArray<{ readonly colours: ReadonlyArray<Pick<ModelColour, "oem_id">> }>

/**
 * The first variant and its first colour (document 001, section 4 "Colour picker").
 *
 * @example
 * import { initialColourPickerState } from "@dealer/core/models"
 *
 * initialColourPickerState // => { variantIndex: 0, colourIndex: 0 }
 */
export const initialColourPickerState: ColourPickerState = { variantIndex: 0, colourIndex: 0 }

const within = (index: number, length: number) => Number.isInteger(index) && index >= 0 && index < length

/** Wraps an index into `0..length-1` in both directions; an empty list has only index 0. */
function wrap(index: number, length: number): number {
  return length === 0 ? 0 : ((index % length) + length) % length
}

/** Keeps a state inside the tabs it is shown with, so stale selections never point past a list. */
function normalise(state: ColourPickerState, tabs: ColourPickerTabs): ColourPickerState {
  const variantIndex = within(state.variantIndex, tabs.length) ? state.variantIndex : 0
  const colourCount = tabs[variantIndex]?.colours.length ?? 0
  const colourIndex = within(state.colourIndex, colourCount) ? state.colourIndex : 0
  return { variantIndex, colourIndex }
}

/**
 * The colour picker's rules (document 001, section 4): changing variant resets the colour to the
 * first; the arrows wrap at both ends; choosing a body-style tab (shown only when the variant has at
 * least 3 body-style groups and more than 15 colours) jumps to the first colour of that style.
 * Events naming a tab or colour that does not exist leave the selection as it is.
 *
 * @example
 * import { colourPickerTransition } from "@dealer/core/models"
 *
 * const tabs = [{ colours: [{ oem_id: "wagon" }, { oem_id: "wagon" }, { oem_id: "sedan" }] }]
 *
 * colourPickerTransition({ variantIndex: 0, colourIndex: 0 }, { type: "colour.previous" }, tabs)
 * // => { variantIndex: 0, colourIndex: 2 }
 */
export function colourPickerTransition(
  state: ColourPickerState,
  event: ColourPickerEvent,
  tabs: ColourPickerTabs
): ColourPickerState {
  const current = normalise(state, tabs)
  const colours = tabs[current.variantIndex]?.colours ?? []
  switch (event.type) {
    case "variant.select":
      return within(event.index, tabs.length) ? { variantIndex: event.index, colourIndex: 0 } : current
    case "colour.select":
      return within(event.index, colours.length) ? { ...current, colourIndex: event.index } : current
    case "colour.next":
      return { ...current, colourIndex: wrap(current.colourIndex + 1, colours.length) }
    case "colour.previous":
      return { ...current, colourIndex: wrap(current.colourIndex - 1, colours.length) }
    case "bodyStyle.select": {
      if (!showsBodyStyleTabs(colours)) return current
      const code = event.code.trim().toLowerCase()
      const group = bodyStyleGroups(colours).find((candidate) => candidate.code === code)
      return group ? { ...current, colourIndex: group.firstIndex } : current
    }
  }
}

/**
 * The body-style code of the selected colour, which marks the active body-style tab.
 *
 * @example
 * import { selectedBodyStyle } from "@dealer/core/models"
 *
 * selectedBodyStyle({ variantIndex: 0, colourIndex: 1 }, [{ colours: [{ oem_id: "wagon" }, { oem_id: "sedan" }] }]) // => "sedan"
 */
export function selectedBodyStyle(state: ColourPickerState, tabs: ColourPickerTabs): string | null {
  const current = normalise(state, tabs)
  const colour = tabs[current.variantIndex]?.colours[current.colourIndex]
  return colour ? bodyStyleCodeOf(colour) : null
}

/**
 * The selection made valid for the tabs it is shown with (indexes past a list fall back to 0).
 *
 * @example
 * import { normaliseColourPickerState } from "@dealer/core/models"
 *
 * normaliseColourPickerState({ variantIndex: 4, colourIndex: 9 }, [{ colours: [{ oem_id: "wagon" }] }]) // => { variantIndex: 0, colourIndex: 0 }
 */
export const normaliseColourPickerState = normalise
