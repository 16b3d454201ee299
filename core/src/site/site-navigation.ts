import { fillText, type Texts } from "../tenant/texts.ts"

/** The site's own pages the frame links to. */
export const SITE_PATHS = {
  search: "/search/new-used-and-demo-cars",
  specialOffers: "/special-offers",
  dealerLocator: "/dealer-locator",
  favourites: "/favourites",
  compare: "/compare",
  watchlist: "/watchlist",
  signIn: "/sign-in",
  sitemap: "/sitemap.xml"
} as const

export interface SiteNavLink {
  readonly href: string
  readonly label: string
  /** The link stands for the page being shown (`aria-current="page"`). */
  readonly current: boolean
}

export interface SiteFrameView {
  readonly siteName: string
  readonly skipLinkLabel: string
  readonly navigationLabel: string
  readonly navigation: ReadonlyArray<SiteNavLink>
  readonly footerNavigationLabel: string
  readonly footerLinks: ReadonlyArray<SiteNavLink>
  readonly copyright: string
}

export type SiteFrameTexts = Pick<
  Texts,
  | "frameSkipToContent"
  | "frameNavigationLabel"
  | "frameNavSearch"
  | "frameNavSpecialOffers"
  | "frameNavDealerLocator"
  | "frameNavFavourites"
  | "frameNavCompare"
  | "frameNavWatchlist"
  | "frameFooterCopyright"
  | "frameFooterNavigationLabel"
  | "frameSitemap"
>

/** A search page counts as the search section, whatever its filters. */
const isCurrent = (href: string, pathname: string) =>
  href === SITE_PATHS.search ? pathname.startsWith("/search/") : pathname === href

/**
 * The site frame: the header navigation (search, special offers, dealer locator, favourites,
 * compare, watchlist), the skip link and the footer, for the page at `pathname`.
 *
 * @example
 * siteFrame({ siteName: "Coastal Kia", pathname: "/favourites", year: 2026, texts }).navigation[3]
 * // { href: "/favourites", label: "Favourites", current: true }
 */
export function siteFrame(input: {
  readonly siteName: string
  readonly pathname: string
  readonly year: number
  readonly texts: SiteFrameTexts
}): SiteFrameView {
  const { texts, pathname } = input
  const link = (href: string, label: string): SiteNavLink => ({ href, label, current: isCurrent(href, pathname) })
  return {
    siteName: input.siteName,
    skipLinkLabel: texts.frameSkipToContent,
    navigationLabel: texts.frameNavigationLabel,
    navigation: [
      link(SITE_PATHS.search, texts.frameNavSearch),
      link(SITE_PATHS.specialOffers, texts.frameNavSpecialOffers),
      link(SITE_PATHS.dealerLocator, texts.frameNavDealerLocator),
      link(SITE_PATHS.favourites, texts.frameNavFavourites),
      link(SITE_PATHS.compare, texts.frameNavCompare),
      link(SITE_PATHS.watchlist, texts.frameNavWatchlist)
    ],
    footerNavigationLabel: texts.frameFooterNavigationLabel,
    footerLinks: [
      link(SITE_PATHS.dealerLocator, texts.frameNavDealerLocator),
      link(SITE_PATHS.sitemap, texts.frameSitemap)
    ],
    copyright: fillText(texts.frameFooterCopyright, { year: String(input.year), name: input.siteName })
  }
}
