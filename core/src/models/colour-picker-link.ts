import { bodyStyleGroups } from "./body-style-groups.ts"
import { normaliseColourPickerState, type ColourPickerState } from "./colour-picker.ts"
import type { VariantColours } from "./variant-colours.ts"

/** The picker's place on the page, so a server-rendered choice lands back on it. */
export const COLOUR_PICKER_ANCHOR = "#colours"

/** The query string fields that carry a colour picker choice: `?variant=2&colour=17`. */
export interface ColourPickerQuery {
  /** The variant tab's position, counting from 1. */
  readonly variant?: string | null
  /** The colour's id. */
  readonly colour?: string | null
}

/** Every choice of the picker as a plain link, for pages without JavaScript. */
export interface ColourPickerLinks {
  /** One link per variant tab. */
  readonly variants: ReadonlyArray<string>
  /** Per variant tab, one link per colour. */
  readonly swatches: ReadonlyArray<ReadonlyArray<string>>
  /** Per variant tab, body-style code to the link of that style's first colour. */
  readonly bodyStyles: ReadonlyArray<Readonly<Record<string, string>>>
}

const href = (variantIndex: number, colourId?: number) =>
  `?variant=${variantIndex + 1}${colourId === undefined ? "" : `&colour=${colourId}`}${COLOUR_PICKER_ANCHOR}`

/**
 * The selection a URL asks for; anything unknown falls back to the first variant and its first
 * colour (the picker's default), so an old or edited link still shows a page.
 *
 * @example
 * import { colourPickerStateFromQuery, variantColours } from "@dealer/core/models"
 *
 * const tabs = variantColours([{ name: "Urban" }, { name: "GT Line" }], [
 *   { id: 1, name: "Ceramic White", model_variant_name: "Urban" },
 *   { id: 4, name: "Ceramic White", model_variant_name: "GT Line" },
 *   { id: 5, name: "Runway Red", model_variant_name: "GT Line" }
 * ])
 *
 * colourPickerStateFromQuery({ variant: "2", colour: "5" }, tabs) // => { variantIndex: 1, colourIndex: 1 }
 * colourPickerStateFromQuery({ variant: "9" }, tabs) // => { variantIndex: 0, colourIndex: 0 }
 */
export function colourPickerStateFromQuery(
  query: ColourPickerQuery,
  tabs: ReadonlyArray<VariantColours>
): ColourPickerState {
  const position = Number(query.variant)
  const variantIndex = Number.isInteger(position) && position >= 1 ? position - 1 : 0
  const colours = tabs[variantIndex]?.colours ?? []
  const colourId = query.colour?.trim() ? Number(query.colour) : Number.NaN
  const colourIndex = Math.max(
    0,
    colours.findIndex((colour) => colour.id === colourId)
  )
  return normaliseColourPickerState({ variantIndex, colourIndex }, tabs)
}

/**
 * The links of every variant tab, colour and body-style tab (each lands on the picker).
 *
 * @example
 * import { colourPickerLinks, variantColours } from "@dealer/core/models"
 *
 * const tabs = variantColours([{ name: "Urban" }], [
 *   { id: 1, name: "Ceramic White", model_variant_name: "Urban" },
 *   { id: 2, name: "Aurora Black", model_variant_name: "Urban" }
 * ])
 *
 * colourPickerLinks(tabs).swatches[0]?.[1] // => "?variant=1&colour=2#colours"
 */
export function colourPickerLinks(tabs: ReadonlyArray<VariantColours>): ColourPickerLinks {
  return {
    variants: tabs.map((_, index) => href(index)),
    swatches: tabs.map((tab, index) => tab.colours.map((colour) => href(index, colour.id))),
    bodyStyles: tabs.map((tab, index) =>
      Object.fromEntries(
        bodyStyleGroups(tab.colours).map((group) => [group.code, href(index, tab.colours[group.firstIndex]?.id)])
      )
    )
  }
}
