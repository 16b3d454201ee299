import { CONTENT_PAGES } from "../promotions/content-pages.ts"
import { LISTED_PAGES_PATH } from "../promotions/listed-pages.ts"
import { POST_CATEGORY_PATHS, POST_PATHS } from "../promotions/posts.ts"
import type { SiteNavGroup, SiteNavLink } from "./one-brand-navigation.ts"

/** The site's own content addresses, which exist only where the tenant has that content. */
const CONTENT_PATHS: ReadonlySet<string> = /* @__PURE__ */ new Set([
  .../* @__PURE__ */ Object.values(CONTENT_PAGES).map((page) => page.path),
  .../* @__PURE__ */ Object.values(POST_PATHS),
  .../* @__PURE__ */ Object.values(POST_CATEGORY_PATHS)
])

const isContentPath = (href: string) => CONTENT_PATHS.has(href) || href.startsWith(`${LISTED_PAGES_PATH}/`)

/**
 * The navigation without links to content pages the tenant does not have (`existing` lists those it
 * has, as `contentLinks` gives them); a dropdown left empty goes too. Other links, and links to
 * other sites, stay.
 */
export function withExistingContent(
  links: ReadonlyArray<SiteNavLink>,
  existing: ReadonlyArray<{ readonly href: string }>
): ReadonlyArray<SiteNavLink> {
  const has = new Set(existing.map((link) => link.href))
  const keep = (link: SiteNavLink) => !isContentPath(link.href) || has.has(link.href)
  return links.flatMap((link): ReadonlyArray<SiteNavLink> => {
    if (!link.menu) return keep(link) ? [link] : []
    const kept = link.menu.links.filter(keep)
    const [first] = kept
    if (!first) return []
    return [{ ...link, href: first.href, current: kept.some((entry) => entry.current), menu: { ...link.menu, links: kept } }]
  })
}

/** The footer's columns without links to content the tenant does not have; a column left empty goes. */
export function groupsWithExistingContent(
  groups: ReadonlyArray<SiteNavGroup>,
  existing: ReadonlyArray<{ readonly href: string }>
): ReadonlyArray<SiteNavGroup> {
  return groups.flatMap((group) => {
    const links = withExistingContent(group.links, existing)
    return links.length === 0 ? [] : [{ ...group, links }]
  })
}
