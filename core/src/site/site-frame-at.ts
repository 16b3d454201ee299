import type { SiteFrameView, SiteNavGroup, SiteNavLink } from "./site-navigation.ts"
import { isCurrentPage } from "./site-paths.ts"

/**
 * How a frame's header links and footer columns tell the page they stand for: `page` as
 * `isCurrentPage` does (any search page counts as the stock search), `exact` on a one-brand site,
 * whose menus link each stock page apart.
 */
export type FrameLinkMatch = "page" | "exact"

/**
 * The site frame of every page of a site (`siteFrameShell`), built once on the server: no link
 * marked current yet, and how its header links and footer columns match a page.
 */
export interface SiteFrameShell extends SiteFrameView {
  readonly navigationMatch: FrameLinkMatch
}

/** Whether a plain link (not a dropdown) stands for the page shown, by its way of matching. */
type StandsFor = (href: string, match: FrameLinkMatch) => boolean

/** The links with `current` set by `standsFor`; a dropdown is current when one of its links is. */
function marked(links: ReadonlyArray<SiteNavLink>, match: FrameLinkMatch, standsFor: StandsFor): ReadonlyArray<SiteNavLink> {
  return links.map((link) => {
    if (!link.menu) return { ...link, current: standsFor(link.href, match) }
    const menuLinks = marked(link.menu.links, match, standsFor)
    return { ...link, current: menuLinks.some((entry) => entry.current), menu: { ...link.menu, links: menuLinks } }
  })
}

/** The frame with every link's `current` set by `standsFor` (the footer's pages, legal links and brand grid link as `page`). */
export function markFrameLinks(frame: SiteFrameView, navigationMatch: FrameLinkMatch, standsFor: StandsFor): SiteFrameView {
  const groups = (list: ReadonlyArray<SiteNavGroup>) =>
    list.map((group) => ({ ...group, links: marked(group.links, navigationMatch, standsFor) }))
  const link = (one: SiteNavLink) => ({ ...one, current: standsFor(one.href, "page") })
  return {
    ...frame,
    navigation: marked(frame.navigation, navigationMatch, standsFor),
    footerLinks: frame.footerLinks.map(link),
    legalLinks: frame.legalLinks.map(link),
    brandMenu: frame.brandMenu === null ? null : { ...frame.brandMenu, allBrands: link(frame.brandMenu.allBrands) },
    footerGroups: groups(frame.footerGroups)
  }
}

/**
 * The site frame of the page at `pathname`, from the site's shell: the links that stand for the
 * page marked current, as `siteFrame` marks them. The browser runs only this as the shopper moves
 * from page to page; the rest of the frame comes built from the server.
 *
 * @example
 * import { siteFrameAt, siteFrameShell } from "@dealer/core/site"
 * import { defaultTexts } from "@dealer/core/tenant"
 *
 * const shell = siteFrameShell({ siteName: "Coastal Kia", year: 2026, texts: defaultTexts })
 *
 * siteFrameAt(shell, "/search/used-cars").navigation.filter((link) => link.current).map((link) => link.label)
 * // => ["Our Stock"]
 * siteFrameAt(shell, "/favourites").footerLinks.find((link) => link.current)?.href // => "/favourites"
 */
export function siteFrameAt(shell: SiteFrameShell, pathname: string): SiteFrameView {
  const { navigationMatch, ...frame } = shell
  return markFrameLinks(frame, navigationMatch, (href, match) =>
    match === "exact" ? pathname === href : isCurrentPage(href, pathname)
  )
}
