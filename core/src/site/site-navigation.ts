import type { Model } from "../models/model.ts"
import { CONTENT_PAGES } from "../promotions/content-pages.ts"
import { fillText, type Texts } from "../tenant/texts.ts"
import type { PhoneView } from "./dealer-details.ts"
import { groupBrandTile, type GroupBrandTileView } from "./group-brands.ts"
import { groupsWithExistingContent, withExistingContent } from "./existing-content-links.ts"
import { DEFAULT_HEADER_LINKS, headerLinks, type HeaderLinkTexts } from "./header-links.ts"
import { oneBrandNavigation, type OneBrandTexts, type SiteNavGroup, type SiteNavLink } from "./one-brand-navigation.ts"
import type { MenuOpenOn, SiteSettings } from "./settings.ts"
import { isCurrentPage, SITE_PATHS } from "./site-paths.ts"

export type { SiteNavGroup, SiteNavLink } from "./one-brand-navigation.ts"
export { SITE_PATHS } from "./site-paths.ts"

/** A group's mega-menu: its brand tiles and a link to every brand (the page that works without JavaScript). */
export interface BrandMenuView {
  readonly id: string
  readonly label: string
  readonly tiles: ReadonlyArray<GroupBrandTileView>
  readonly allBrands: SiteNavLink
  /** What a tile leading to another site says to screen readers. */
  readonly externalNote: string
}

/** The header's call link: the number as shown, its `tel:` link, and what it says to a screen reader. */
export interface HeaderPhoneView extends PhoneView {
  readonly label: string
}

/** The site's frame as shown around every page: header, menus and footer. */
export interface SiteFrameView {
  readonly siteName: string
  readonly skipLinkLabel: string
  readonly navigationLabel: string
  readonly navigation: ReadonlyArray<SiteNavLink>
  /** The button that shows the navigation on a small screen. */
  readonly menuButtonLabel: string
  /** The dealer's number in the header; null where the tenant shows none or has none. */
  readonly phone: HeaderPhoneView | null
  readonly footerNavigationLabel: string
  /** The footer's links: the tenant's pages, the dealer locator and the saved-cars pages. */
  readonly footerLinks: ReadonlyArray<SiteNavLink>
  /** The footer's last links: privacy, terms and the sitemap, beside the copyright line. */
  readonly legalLinks: ReadonlyArray<SiteNavLink>
  readonly copyright: string
  /** How the header's dropdowns open. */
  readonly menuOpenOn: MenuOpenOn
  /** The brand mega-menu of a group site; `null` on a site without brand tiles. */
  readonly brandMenu: BrandMenuView | null
  /** The footer's titled columns (the one-brand footer); none by default. */
  readonly footerGroups: ReadonlyArray<SiteNavGroup>
}

/** What of a tenant's site settings the frame reads; the default header's links when it lists none. */
export type SiteFrameSettings = Pick<SiteSettings, "navigation" | "menu_open_on" | "group_site_url" | "brand_tiles"> &
  Partial<Pick<SiteSettings, "header_links">>

/** The texts of the site's frame: header, menus and footer. */
export type SiteFrameTexts = Pick<
  Texts,
  | "frameSkipToContent"
  | "frameNavigationLabel"
  | "frameMenuButton"
  | "frameCallLabel"
  | "frameFooterCopyright"
  | "frameFooterNavigationLabel"
  | "frameSitemap"
  | "contentTermsTitle"
  | "contentPrivacyTitle"
  | "brandMenuLabel"
  | "brandMenuAllBrands"
  | "brandExternalNote"
> &
  HeaderLinkTexts &
  OneBrandTexts

/** The group's brand grid, the mega-menu's page for browsers without JavaScript. */
export const GROUP_BRANDS_PATH = "/brands"

/** The legal pages every site has, which the footer sets apart beside the copyright line. */
const LEGAL_PAGES = [
  [CONTENT_PAGES.privacy_policy.path, "contentPrivacyTitle"],
  [CONTENT_PAGES.terms_and_conditions.path, "contentTermsTitle"]
] as const
const LEGAL_PATHS: ReadonlyArray<string> = /* @__PURE__ */ LEGAL_PAGES.map(([path]) => path)

/** What the frame is built from besides the page: the tenant's settings and links (`siteFrameData`). */
export interface SiteFrameInput {
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
  /** Where the navigation's Service leads: the tenant's service page, or where it books services. */
  readonly serviceHref?: string
  /** The tenant's content pages that exist (`contentLinks`), listed in the footer. */
  readonly contentLinks?: ReadonlyArray<{ readonly href: string; readonly label: string }>
  /** The number the header shows; none when not given. */
  readonly phone?: PhoneView | null
}

/**
 * The site frame for the page at `pathname`: the skip link, the header navigation (the tenant's
 * links, or the one-brand menus), the call link and the menu button of small screens, a group's
 * brand mega-menu, and the footer's links (the tenant's pages, the dealer locator, the saved-cars
 * pages, then privacy, terms and the sitemap).
 *
 * @example
 * import { siteFrame } from "@dealer/core/site"
 * import { defaultTexts } from "@dealer/core/tenant"
 *
 * siteFrame({ siteName: "Coastal Kia", pathname: "/trade-in", year: 2026, texts: defaultTexts }).navigation[3]
 * // => { href: "/trade-in", label: "Trade In", current: true }
 */
export function siteFrame(input: SiteFrameInput): SiteFrameView {
  const { texts, pathname, settings } = input
  const link = (href: string, label: string): SiteNavLink => ({ href, label, current: isCurrentPage(href, pathname) })
  const financeHref = input.financeLink?.split("#")[0] || "/finance"
  const oneBrand =
    settings?.navigation === "one-brand"
      ? oneBrandNavigation({
          pathname,
          make: input.make ?? null,
          models: input.models ?? [],
          settings,
          texts,
          financeLink: financeHref
        })
      : null
  const tiles = settings?.brand_tiles ?? []
  // Where the tenant's content pages are known, the one-brand header and columns link only those it has.
  const contentLinks = input.contentLinks
  const oneBrandHeader = oneBrand && contentLinks ? withExistingContent(oneBrand.navigation, contentLinks) : oneBrand?.navigation
  const oneBrandColumns =
    oneBrand && contentLinks ? groupsWithExistingContent(oneBrand.footerGroups, contentLinks) : oneBrand?.footerGroups
  const pages = (contentLinks ?? []).map((page) => link(page.href, page.label))
  const phone = input.phone ?? null
  return {
    siteName: input.siteName,
    skipLinkLabel: texts.frameSkipToContent,
    navigationLabel: texts.frameNavigationLabel,
    navigation:
      oneBrandHeader ??
      headerLinks(
        settings?.header_links ?? DEFAULT_HEADER_LINKS,
        { finance: financeHref, service: input.serviceHref ?? "/contact" },
        texts,
        pathname
      ),
    menuButtonLabel: texts.frameMenuButton,
    phone: phone === null ? null : { ...phone, label: fillText(texts.frameCallLabel, { name: input.siteName, phone: phone.number }) },
    footerNavigationLabel: texts.frameFooterNavigationLabel,
    footerLinks: [
      ...pages.filter((page) => !LEGAL_PATHS.includes(page.href)),
      link(SITE_PATHS.dealerLocator, texts.frameNavDealerLocator),
      link(SITE_PATHS.favourites, texts.frameNavFavourites),
      link(SITE_PATHS.compare, texts.frameNavCompare),
      link(SITE_PATHS.watchlist, texts.frameNavWatchlist)
    ],
    legalLinks: [
      // Every site has these pages (`ALWAYS_PRESENT_CONTENT_PAGES`), under the tenant's own titles where it wrote them.
      ...LEGAL_PAGES.map(([href, title]) => pages.find((page) => page.href === href) ?? link(href, texts[title])),
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
