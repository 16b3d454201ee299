import type { Texts } from "../tenant/texts.ts"
import type { SiteNavLink } from "./one-brand-navigation.ts"
import { isCurrentPage, SITE_PATHS } from "./site-paths.ts"

/** The links a tenant may put in its default header, by name. */
export const HEADER_LINKS = [
  "stock",
  "special-offers",
  "finance",
  "trade-in",
  "service",
  "contact",
  "about-us",
  "dealer-locator",
  "favourites",
  "compare",
  "watchlist"
] as const
/** One of the links the site's header may show. */
export type HeaderLinkKey = (typeof HEADER_LINKS)[number]

/** The header of a tenant that lists none: what a shopper comes to a dealer for. */
export const DEFAULT_HEADER_LINKS: ReadonlyArray<HeaderLinkKey> = [
  "stock",
  "special-offers",
  "finance",
  "trade-in",
  "service",
  "contact"
]

/** The texts of the site header's links. */
export type HeaderLinkTexts = Pick<
  Texts,
  | "frameNavStock"
  | "frameNavSpecialOffers"
  | "frameNavFinance"
  | "frameNavTradeIn"
  | "frameNavService"
  | "frameNavContact"
  | "frameNavAboutUs"
  | "frameNavDealerLocator"
  | "frameNavFavourites"
  | "frameNavCompare"
  | "frameNavWatchlist"
>

/** Where the links that differ by tenant lead. */
export interface HeaderLinkTargets {
  /** The tenant's finance page (`/finance`, `/finance-enquiry`...). */
  readonly finance: string
  /** The tenant's service page, or where it books services when it has none. */
  readonly service: string
}

/**
 * The default header's links, in the tenant's order, each marked current when it stands for the
 * page at `pathname`.
 *
 * @example
 * import { headerLinks } from "@dealer/core/site"
 * import { defaultTexts } from "@dealer/core/tenant"
 *
 * headerLinks(["stock", "finance"], { finance: "/finance-enquiry", service: "/contact" }, defaultTexts, "/").map((link) => link.href)
 * // => ["/search/new-used-and-demo-cars", "/finance-enquiry"]
 */
export function headerLinks(
  keys: ReadonlyArray<HeaderLinkKey>,
  targets: HeaderLinkTargets,
  texts: HeaderLinkTexts,
  pathname: string
): ReadonlyArray<SiteNavLink> {
  const entries: Record<HeaderLinkKey, readonly [string, string]> = {
    stock: [SITE_PATHS.search, texts.frameNavStock],
    "special-offers": [SITE_PATHS.specialOffers, texts.frameNavSpecialOffers],
    finance: [targets.finance, texts.frameNavFinance],
    "trade-in": [SITE_PATHS.tradeIn, texts.frameNavTradeIn],
    service: [targets.service, texts.frameNavService],
    contact: [SITE_PATHS.contactUs, texts.frameNavContact],
    "about-us": [SITE_PATHS.aboutUs, texts.frameNavAboutUs],
    "dealer-locator": [SITE_PATHS.dealerLocator, texts.frameNavDealerLocator],
    favourites: [SITE_PATHS.favourites, texts.frameNavFavourites],
    compare: [SITE_PATHS.compare, texts.frameNavCompare],
    watchlist: [SITE_PATHS.watchlist, texts.frameNavWatchlist]
  }
  // A key listed twice shows once.
  return [...new Set(keys)].map((key) => {
    const [href, label] = entries[key]
    return { href, label, current: isCurrentPage(href, pathname) }
  })
}
