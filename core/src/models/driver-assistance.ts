import type { Texts } from "../tenant/texts.ts"

/** The model page lists 18 driver assistance systems (document 001, section 2). */
export const DRIVER_ASSISTANCE_SYSTEM_COUNT = 18
/** Systems shown before the 'See rest' expander. */
export const DRIVER_ASSISTANCE_COLLAPSED_COUNT = 6

/** The driver assistance list as rendered. */
export interface DriverAssistanceView {
  readonly shown: ReadonlyArray<string>
  readonly hiddenCount: number
  /** The expander's text, or null once nothing is left to reveal. */
  readonly seeRest: string | null
}

/**
 * The driver assistance list with its 'See rest' expander: collapsed it shows the first 6 systems;
 * the expander reveals the rest and then disappears.
 *
 * @example
 * import { driverAssistanceView } from "@dealer/core/models"
 * import { defaultTexts } from "@dealer/core/tenant"
 *
 * const eighteenSystems = Array.from({ length: 18 }, (_, index) => `Safety system ${index + 1}`)
 *
 * driverAssistanceView(eighteenSystems, false, defaultTexts).shown.length // => 6
 * driverAssistanceView(eighteenSystems, false, defaultTexts).hiddenCount // => 12
 * driverAssistanceView(eighteenSystems, true, defaultTexts).seeRest // => null
 */
export function driverAssistanceView(
  systems: ReadonlyArray<string>,
  expanded: boolean,
  texts: Pick<Texts, "driverAssistanceSeeRest">
): DriverAssistanceView {
  const shown = expanded ? systems : systems.slice(0, DRIVER_ASSISTANCE_COLLAPSED_COUNT)
  const hiddenCount = systems.length - shown.length
  return { shown, hiddenCount, seeRest: hiddenCount > 0 ? texts.driverAssistanceSeeRest : null }
}
