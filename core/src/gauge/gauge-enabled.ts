import type { Car } from "../stock/car.ts"
import { isAutograbEligible } from "./autograb-eligibility.ts"
import type { GaugeSettings } from "./settings.ts"

/** The plugin name that unlocks the gauge in a session's or site's plugin list. */
export const AUTOGAUGE_PLUGIN = "Autogauge"

/**
 * Whether the site may show the market-price gauge: its gauge settings switch the Autogauge plugin
 * on, or the plugin list in force names it. That list is the session's when it carries one, else
 * the site's own (`session.plugins`), as for every plugin (finance-forms document, section 6).
 *
 * @example
 * import { isAutogaugeEnabled } from "@dealer/core/gauge"
 *
 * isAutogaugeEnabled({ autogauge_plugin: false }, ["Autogauge", "PPSR Report"]) // => true
 * isAutogaugeEnabled({ autogauge_plugin: false }, null, ["Autogauge"]) // true: an anonymous visitor on a site with the plugin
 */
export function isAutogaugeEnabled(
  settings: Pick<GaugeSettings, "autogauge_plugin">,
  sessionPlugins: ReadonlyArray<string> | null = null,
  sitePlugins: ReadonlyArray<string> = []
): boolean {
  return settings.autogauge_plugin || (sessionPlugins ?? sitePlugins).includes(AUTOGAUGE_PLUGIN)
}

/**
 * Whether to call the gauge for a car at all: the plugin is on and the car may be valued.
 *
 * @example
 * import { shouldRequestAutoGauge } from "@dealer/core/gauge"
 *
 * shouldRequestAutoGauge({ status: "sold", price: 30000 }, { autogauge_plugin: true }) // => false
 */
export function shouldRequestAutoGauge(
  car: Pick<Car, "status" | "sold" | "reserved" | "price">,
  settings: Pick<GaugeSettings, "autogauge_plugin">,
  sessionPlugins: ReadonlyArray<string> | null = null,
  sitePlugins: ReadonlyArray<string> = []
): boolean {
  return isAutogaugeEnabled(settings, sessionPlugins, sitePlugins) && isAutograbEligible(car)
}
