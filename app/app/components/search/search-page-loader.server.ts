import {
  dealershipPlaces,
  emptyStockResult,
  foldRangeFields,
  rangesWithinBounds,
  scopedStockQuery,
  scopeMatchesNothing,
  searchAtPlace,
  searchHref,
  searchPageView,
  stockQueryFromSearchParams,
  typedPlace,
  type SearchPathScope,
  type StockQuery
} from "@dealer/core"
import { priceQuickPicks } from "@dealer/core/pricing"
import { Result } from "effect"
import { data, redirect } from "react-router"
import { SearchUnavailable } from "../../server/guarded-search.server.ts"
import { requireTenant } from "../../tenant.server.ts"
import { pageWatchlist } from "../saved/page-watchlist.server.ts"
import { loadBrandGrid } from "./search-brand-grid.server.ts"
import type { SearchPageData } from "./search-page-data.ts"

type Resolved = Awaited<ReturnType<typeof requireTenant>>

/** What a search route decides from its path: the scope, or `null` for a page that does not exist. */
export type ScopeResolver = (context: Resolved & { readonly now: Date }) => Promise<SearchPathScope | null>

/**
 * The loader of every search page: folds a plain range form into the URL (a redirect, so the URL
 * stays the state), reads the query string, places a typed place (a redirect to its point, or a
 * "not found" note), asks the route what its path filters, runs the search, ignores range values
 * outside the stock's range (a redirect to the search without them, section 5) and returns core's
 * page view (with the brand grid when the route asks for it).
 */
export async function loadSearchPage(
  request: Request,
  resolveScope: ScopeResolver,
  options: { readonly brandGrid?: boolean } = {}
): Promise<SearchPageData> {
  const resolved = await requireTenant(request)
  const { tenant, services } = resolved
  const url = new URL(request.url)
  const folded = foldRangeFields([...url.searchParams.entries()])
  if (folded !== null) {
    const search = new URLSearchParams(folded).toString()
    throw redirect(search ? `${url.pathname}?${search}` : url.pathname)
  }
  const parsed = stockQueryFromSearchParams(url.searchParams)
  if (Result.isFailure(parsed)) {
    throw data({ title: tenant.texts.invalidSearch, message: parsed.failure.message }, { status: 400 })
  }
  const { query, placeNotFound } = await placeTypedPlace(parsed.success, resolved, url.pathname)
  const now = new Date()
  // Started beside the page's own search; it only reads the site's whole stock.
  const grid = options.brandGrid ? loadBrandGrid(services.search, { tenant, now }) : Promise.resolve(null)
  // Handled here too, so a page that answers early (a 404) leaves no unhandled rejection behind.
  grid.catch(() => undefined)
  const scope = await resolveScope({ ...resolved, now })
  if (scope === null) {
    throw data({ title: tenant.texts.notFoundTitle, message: tenant.texts.notFoundBody }, { status: 404 })
  }
  const result = scopeMatchesNothing(scope)
    ? emptyStockResult(query.page)
    : await services.search.search({ tenant, now }, scopedStockQuery(scope, query)).catch((error: unknown) => {
        // A client navigation keeps the results it shows (keep-results-on-failure); a first visit gets the error page.
        if (error instanceof SearchUnavailable) {
          throw data(
            { title: tenant.texts.unexpectedError, message: tenant.texts.searchFailed },
            { status: 503, headers: { "Retry-After": "5" } }
          )
        }
        throw error
      })
  const bounded = rangesWithinBounds(query, result.facetStats)
  if (bounded !== query) throw redirect(searchHref(url.pathname, bounded))
  const view = searchPageView({
    path: url.pathname,
    scope,
    query,
    result,
    tenant,
    now,
    roll: Math.random(),
    siteUrl: tenant.url ?? url.origin,
    placeNotFound
  })
  return {
    ...view,
    quickPicks: priceQuickPicks(tenant.stock.premium_price_quick_picks),
    brandGrid: await grid,
    watchlist: await pageWatchlist(request, tenant, services)
  }
}

/**
 * A place typed into the place box and sent without its point (no script, or typed past the
 * suggestions): the geocoder's best match becomes the search's point (a redirect, so the URL holds
 * it); when nothing matches, the search runs without a place and the page says so.
 */
async function placeTypedPlace(
  query: StockQuery,
  { tenant, services }: Resolved,
  path: string
): Promise<{ readonly query: StockQuery; readonly placeNotFound: string | null }> {
  const text = typedPlace(query)
  if (text === null) return { query, placeNotFound: null }
  const [place] = await services.geocoder.suggestPlaces(text, { dealerships: dealershipPlaces(tenant.locations), limit: 1 })
  if (place) throw redirect(searchHref(path, searchAtPlace(query, place)))
  return { query: searchAtPlace(query, null), placeNotFound: text }
}
