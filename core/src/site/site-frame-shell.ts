import { markFrameLinks, type SiteFrameShell } from "./site-frame-at.ts"
import { siteFrame, type SiteFrameInput } from "./site-navigation.ts"

/**
 * The site frame of every page of a site, built once where the tenant is known (the root route's
 * loader, on the server): `siteFrame` with no link marked current, and how its header links and
 * footer columns match a page. `siteFrameAt` marks the links of the page shown.
 *
 * @example
 * import { siteFrameShell } from "@dealer/core/site"
 * import { defaultTexts } from "@dealer/core/tenant"
 *
 * const shell = siteFrameShell({ siteName: "Coastal Kia", year: 2026, texts: defaultTexts })
 *
 * shell.copyright // => "© 2026 Coastal Kia. All rights reserved."
 * shell.navigation.some((link) => link.current) // => false
 * shell.navigationMatch // => "page"
 */
export function siteFrameShell(input: Omit<SiteFrameInput, "pathname">): SiteFrameShell {
  const navigationMatch = input.settings?.navigation === "one-brand" ? "exact" : "page"
  // Built for no page in particular, then every link unmarked.
  const frame = markFrameLinks(siteFrame({ ...input, pathname: "" }), navigationMatch, () => false)
  return { ...frame, navigationMatch }
}
