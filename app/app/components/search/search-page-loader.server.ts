import {
  emptyStockResult,
  foldRangeFields,
  scopedStockQuery,
  scopeMatchesNothing,
  searchPageView,
  stockQueryFromSearchParams,
  type SearchPathScope
} from "@dealer/core"
import { priceQuickPicks } from "@dealer/core/pricing"
import { Result } from "effect"
import { data, redirect } from "react-router"
import { SearchUnavailable } from "../../server/guarded-search.server.ts"
import { requireTenant } from "../../tenant.server.ts"
import { loadBrandGrid } from "./search-brand-grid.server.ts"
import type { SearchPageData } from "./search-page-data.ts"

type Resolved = Awaited<ReturnType<typeof requireTenant>>

/** What a search route decides from its path: the scope, or `null` for a page that does not exist. */
export type ScopeResolver = (context: Resolved & { readonly now: Date }) => Promise<SearchPathScope | null>

/**
 * The loader of every search page: folds a plain range form into the URL (a redirect, so the URL
 * stays the state), reads the query string, asks the route what its path filters, runs the search
 * and returns core's page view (with the brand grid when the route asks for it).
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
    ? emptyStockResult(parsed.success.page)
    : await services.search.search({ tenant, now }, scopedStockQuery(scope, parsed.success)).catch((error: unknown) => {
        // A client navigation keeps the results it shows (keep-results-on-failure); a first visit gets the error page.
        if (error instanceof SearchUnavailable) {
          throw data(
            { title: tenant.texts.unexpectedError, message: tenant.texts.searchFailed },
            { status: 503, headers: { "Retry-After": "5" } }
          )
        }
        throw error
      })
  const view = searchPageView({
    path: url.pathname,
    scope,
    query: parsed.success,
    result,
    tenant,
    now,
    roll: Math.random(),
    siteUrl: tenant.url ?? url.origin
  })
  return { ...view, quickPicks: priceQuickPicks(tenant.stock.premium_price_quick_picks), brandGrid: await grid }
}
