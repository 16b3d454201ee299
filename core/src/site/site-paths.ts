/** The site's own pages the frame links to (every tenant has them). */
export const SITE_PATHS = {
  search: "/search/new-used-and-demo-cars",
  specialOffers: "/special-offers",
  tradeIn: "/trade-in",
  contactUs: "/contact-us",
  aboutUs: "/about-us",
  dealerLocator: "/dealer-locator",
  favourites: "/favourites",
  compare: "/compare",
  watchlist: "/watchlist",
  signIn: "/sign-in",
  sitemap: "/sitemap.xml"
} as const

/** Search pages under the spec's other breadcrumb prefix (`/used-car/...`) count as the search section too. */
const SEARCH_SECTIONS = ["/search/", "/used-car/"] as const

/**
 * Whether a frame link stands for the page at `pathname`: any search page counts as the stock
 * search, whatever its filters; other links match their own path.
 *
 * @example
 * import { isCurrentPage } from "@dealer/core/site"
 *
 * isCurrentPage("/search/new-used-and-demo-cars", "/search/used-cars") // => true
 * isCurrentPage("/favourites", "/compare") // => false
 */
export function isCurrentPage(href: string, pathname: string): boolean {
  if (href === SITE_PATHS.search) return SEARCH_SECTIONS.some((prefix) => pathname.startsWith(prefix))
  return pathname === href.split("#")[0]
}
