import type { SessionSettings } from "./settings.ts"

/** The platform's own garage page, where a tenant names no other. */
export const DEFAULT_GARAGE_PATH = "/my-garage"

/**
 * The path the site links to for the shopper's garage: the first of the tenant's garage paths
 * (a dealer group's own name, such as `/mymotorama`), or `/my-garage` when it lists none.
 *
 * @example
 * import { garagePath } from "@dealer/core/session"
 *
 * garagePath({ garage_paths: ["/mymotorama", "/my-garage"] }) // => "/mymotorama"
 */
export function garagePath(settings: Pick<SessionSettings, "garage_paths">): string {
  return settings.garage_paths[0] ?? DEFAULT_GARAGE_PATH
}

/**
 * Whether the tenant answers at this garage path (every other garage path is a 404 there).
 *
 * @example
 * import { isGaragePath } from "@dealer/core/session"
 *
 * isGaragePath("/myblinkr", { garage_paths: ["/mymotorama"] }) // => false
 */
export function isGaragePath(pathname: string, settings: Pick<SessionSettings, "garage_paths">): boolean {
  return settings.garage_paths.includes(pathname)
}
