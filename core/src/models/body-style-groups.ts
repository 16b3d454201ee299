import type { ModelColour } from "./model-colour.ts"

/** The second tab row appears with at least this many body-style groups ... */
export const BODY_STYLE_TABS_MIN_GROUPS = 3
/** ... and more than this many colours (document 001, section 4 "Colour picker"). */
export const BODY_STYLE_TABS_MIN_COLOURS_EXCLUSIVE = 15

/** Colours sharing one body-style code, and where the first of them sits in the colour list. */
export interface BodyStyleGroup {
  readonly code: string
  readonly label: string
  readonly firstIndex: number
  readonly count: number
}

/**
 * A readable tab label for a body-style code.
 *
 * @example
 * import { bodyStyleLabel } from "@dealer/core/models"
 *
 * bodyStyleLabel("dual_cab") // => "Dual Cab"
 * bodyStyleLabel("2_door") // => "2 Door"
 */
export function bodyStyleLabel(code: string): string {
  return code
    .trim()
    .split(/[_\s-]+/)
    .filter((word) => word.length > 0)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join(" ")
}

/**
 * The body-style code of a colour, or null when it has none.
 *
 * @example
 * import { bodyStyleCodeOf } from "@dealer/core/models"
 *
 * bodyStyleCodeOf({ oem_id: "dual_cab" }) // => "dual_cab"
 */
export function bodyStyleCodeOf(colour: Pick<ModelColour, "oem_id">): string | null {
  const code = colour.oem_id?.trim().toLowerCase()
  return code ? code : null
}

/**
 * The body-style groups of a colour list, in order of first appearance. Colours without a code
 * belong to no group.
 *
 * @example
 * import { bodyStyleGroups } from "@dealer/core/models"
 *
 * bodyStyleGroups([{ oem_id: "wagon" }, { oem_id: "sedan" }, { oem_id: "wagon" }])
 * // => [{ code: "wagon", label: "Wagon", firstIndex: 0, count: 2 }, { code: "sedan", label: "Sedan", firstIndex: 1, count: 1 }]
 */
export function bodyStyleGroups(colours: ReadonlyArray<Pick<ModelColour, "oem_id">>): ReadonlyArray<BodyStyleGroup> {
  const groups = new Map<string, BodyStyleGroup>()
  colours.forEach((colour, index) => {
    const code = bodyStyleCodeOf(colour)
    if (code === null) return
    const group = groups.get(code)
    groups.set(
      code,
      group ? { ...group, count: group.count + 1 } : { code, label: bodyStyleLabel(code), firstIndex: index, count: 1 }
    )
  })
  return [...groups.values()]
}

/**
 * Whether the picker shows the second tab row by body style: at least 3 groups and more than 15 colours.
 *
 * @example
 * import { showsBodyStyleTabs } from "@dealer/core/models"
 *
 * const colours = (oem_id: string, count: number) => Array.from({ length: count }, () => ({ oem_id }))
 * const sixteenColoursInThreeStyles = [...colours("single_cab", 6), ...colours("dual_cab", 5), ...colours("space_cab", 5)]
 *
 * showsBodyStyleTabs(sixteenColoursInThreeStyles) // => true
 * showsBodyStyleTabs(sixteenColoursInThreeStyles.slice(0, 15)) // => false
 */
export function showsBodyStyleTabs(colours: ReadonlyArray<Pick<ModelColour, "oem_id">>): boolean {
  return (
    colours.length > BODY_STYLE_TABS_MIN_COLOURS_EXCLUSIVE &&
    bodyStyleGroups(colours).length >= BODY_STYLE_TABS_MIN_GROUPS
  )
}
