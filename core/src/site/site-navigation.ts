import type { Model } from "../models/model.ts"
import { fillText, type Texts } from "../tenant/texts.ts"
import { groupBrandTile, type GroupBrandTileView } from "./group-brands.ts"
import { groupsWithExistingContent, withExistingContent } from "./existing-content-links.ts"
import { oneBrandNavigation, type OneBrandTexts, type SiteNavGroup, type SiteNavLink } from "./one-brand-navigation.ts"
import type { MenuOpenOn, SiteSettings } from "./settings.ts"

export type { SiteNavGroup, SiteNavLink } from "./one-brand-navigation.ts"

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

/** A group's mega-menu: its brand tiles and a link to every brand (the page that works without JavaScript). */
export interface BrandMenuView {
  readonly id: string
  readonly label: string
  readonly tiles: ReadonlyArray<GroupBrandTileView>
  readonly allBrands: SiteNavLink
  /** What a tile leading to another site says to screen readers. */
  readonly externalNote: string
}

export interface SiteFrameView {
  readonly siteName: string
  readonly skipLinkLabel: string
  readonly navigationLabel: string
  readonly navigation: ReadonlyArray<SiteNavLink>
  readonly footerNavigationLabel: string
  readonly footerLinks: ReadonlyArray<SiteNavLink>
  readonly copyright: string
  /** How the header's dropdowns open. */
  readonly menuOpenOn: MenuOpenOn
  /** The brand mega-menu of a group site; `null` on a site without brand tiles. */
  readonly brandMenu: BrandMenuView | null
  /** The footer's titled columns (the one-brand footer); none by default. */
  readonly footerGroups: ReadonlyArray<SiteNavGroup>
}

/** What of a tenant's site settings the frame reads. */
export type SiteFrameSettings = Pick<
  SiteSettings,
  "navigation" | "menu_open_on" | "group_site_url" | "brand_tiles"
>

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
  | "brandMenuLabel"
  | "brandMenuAllBrands"
  | "brandExternalNote"
> &
  OneBrandTexts

/** The group's brand grid, the mega-menu's page for browsers without JavaScript. */
export const GROUP_BRANDS_PATH = "/brands"

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
  /** The tenant's navigation, dropdown and brand-tile settings; the platform's plain frame without them. */
  readonly settings?: SiteFrameSettings
  /** The brand of a single-brand site (its Models dropdown's make). */
  readonly make?: string | null
  /** The site's models catalogue (the one-brand Models dropdown). */
  readonly models?: ReadonlyArray<Pick<Model, "name" | "slug">>
  /** The tenant's finance link, where the navigation's Finance leads. */
  readonly financeLink?: string
  /** The tenant's content pages that exist (`contentLinks`), listed in the footer. */
  readonly contentLinks?: ReadonlyArray<{ readonly href: string; readonly label: string }>
}): SiteFrameView {
  const { texts, pathname, settings } = input
  const link = (href: string, label: string): SiteNavLink => ({ href, label, current: isCurrent(href, pathname) })
  const oneBrand =
    settings?.navigation === "one-brand"
      ? oneBrandNavigation({
          pathname,
          make: input.make ?? null,
          models: input.models ?? [],
          settings,
          texts,
          ...(input.financeLink === undefined ? {} : { financeLink: input.financeLink })
        })
      : null
  const tiles = settings?.brand_tiles ?? []
  // Where the tenant's content pages are known, the one-brand header and columns link only those it has.
  const contentLinks = input.contentLinks
  const oneBrandHeader = oneBrand && contentLinks ? withExistingContent(oneBrand.navigation, contentLinks) : oneBrand?.navigation
  const oneBrandColumns =
    oneBrand && contentLinks ? groupsWithExistingContent(oneBrand.footerGroups, contentLinks) : oneBrand?.footerGroups
  return {
    siteName: input.siteName,
    skipLinkLabel: texts.frameSkipToContent,
    navigationLabel: texts.frameNavigationLabel,
    navigation: oneBrandHeader ?? [
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
      ...(input.contentLinks ?? []).map((page) => link(page.href, page.label)),
      link(SITE_PATHS.sitemap, texts.frameSitemap)
    ],
    copyright: fillText(texts.frameFooterCopyright, { year: String(input.year), name: input.siteName }),
    menuOpenOn: settings?.menu_open_on ?? "click",
    brandMenu:
      tiles.length === 0
        ? null
        : {
            id: "brands",
            label: texts.brandMenuLabel,
            tiles: tiles.map(groupBrandTile),
            allBrands: link(GROUP_BRANDS_PATH, texts.brandMenuAllBrands),
            externalNote: texts.brandExternalNote
          },
    footerGroups: oneBrandColumns ?? []
  }
}
