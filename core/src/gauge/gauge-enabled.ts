import type { Car } from "../stock/car.ts"
import { isAutograbEligible } from "./autograb-eligibility.ts"
import type { GaugeSettings } from "./settings.ts"

/** The plugin name that unlocks the gauge in a session's or site's plugin list. */
export const AUTOGAUGE_PLUGIN = "Autogauge"

/**
 * Whether the site may show the market-price gauge: its settings enable the Autogauge plugin, or
 * the session's plugin list names it (finance-forms document, section 6).
 *
 * @example
 * isAutogaugeEnabled({ autogauge_plugin: false }, ["Autogauge", "PPSR Report"]) // true
 */
export function isAutogaugeEnabled(
  settings: Pick<GaugeSettings, "autogauge_plugin">,
  sessionPlugins: ReadonlyArray<string> = []
): boolean {
  return settings.autogauge_plugin || sessionPlugins.includes(AUTOGAUGE_PLUGIN)
}

/**
 * Whether to call the gauge for a car at all: the plugin is on and the car may be valued.
 *
 * @example
 * shouldRequestAutoGauge({ status: "sold", price: 30000 }, { autogauge_plugin: true }) // false
 */
export function shouldRequestAutoGauge(
  car: Pick<Car, "status" | "sold" | "reserved" | "price">,
  settings: Pick<GaugeSettings, "autogauge_plugin">,
  sessionPlugins: ReadonlyArray<string> = []
): boolean {
  return isAutogaugeEnabled(settings, sessionPlugins) && isAutograbEligible(car)
}
