import type { PluginName } from "./settings.ts"

/**
 * Whether a plugin (Autogauge, Car Analysis download, PPSR Report download) is available
 * (section 6 of document 001): the session's plugin list when it has one, else the site's.
 *
 * @example
 * import { hasPluginAccess } from "@dealer/core/session"
 *
 * hasPluginAccess("PPSR Report", { sessionPlugins: null, sitePlugins: ["PPSR Report"] }) // => true
 */
export function hasPluginAccess(
  plugin: Exclude<PluginName, "other">,
  lists: { readonly sessionPlugins: ReadonlyArray<PluginName> | null; readonly sitePlugins: ReadonlyArray<PluginName> }
): boolean {
  return (lists.sessionPlugins ?? lists.sitePlugins).includes(plugin)
}
