import type { SnapshotFrom } from "xstate"
import type { Tenant } from "../tenant/resolve-tenant.ts"
import { searchHref } from "./search-href.ts"
import { searchListingView, type SearchListingView } from "./search-listing-view.ts"
import type { FilterFacet, NumericRange, RangeFilter, SortBy, StockQuery } from "./stock-query.ts"
import type { StockSearchEvent, stockSearchMachine } from "./stock-search-machine.ts"

/** Where the listing is shown: its path, whose site, and when (for tags and visibility). */
export interface StockSearchPage {
  readonly path: string
  readonly tenant: Tenant
  readonly now: Date
}

/** What a search page renders while the shopper filters, and the commands it has. */
export interface StockSearchApi {
  /** The shown answer as a listing; the previous one stays while loading and after an error. */
  readonly listing: SearchListingView | null
  /** The query the shopper asked for, and its URL (the page keeps the address bar in step). */
  readonly query: StockQuery
  readonly href: string
  readonly loading: boolean
  readonly error: string | null
  readonly setText: (text: string) => void
  readonly toggleFacet: (facet: FilterFacet, value: string) => void
  readonly setRange: (name: RangeFilter, range: NumericRange | null) => void
  readonly setSort: (sortBy: SortBy) => void
  readonly goToPage: (page: number) => void
  /** The address changed by other means (back button): search for what it says. */
  readonly replaceQuery: (query: StockQuery) => void
  readonly retry: () => void
}

/**
 * The stock search view model.
 *
 * @example
 * import { connectStockSearch, emptyStockQuery, emptyStockResult, stockSearchMachine, type StockQuery, type StockResult } from "@dealer/core/search"
 * import { defaultTexts } from "@dealer/core/tenant"
 * import { exampleTenant } from "@dealer/core/testing"
 * import { createActor, fromPromise } from "xstate"
 *
 * const tenant = exampleTenant()
 * const search = fromPromise<StockResult, StockQuery>(async ({ input }) => emptyStockResult(input.page))
 * const actor = createActor(stockSearchMachine.provide({ actors: { search } }), {
 *   input: { query: emptyStockQuery, result: emptyStockResult(1), texts: defaultTexts }
 * }).start()
 * const page = { path: "/search/new-used-and-demo-cars", tenant, now: new Date("2026-03-02T10:00:00+10:00") }
 *
 * connectStockSearch(actor.getSnapshot(), actor.send, page).toggleFacet("make", "Toyota")
 * connectStockSearch(actor.getSnapshot(), actor.send, page).query.filters.make // => ["Toyota"]
 * connectStockSearch(actor.getSnapshot(), actor.send, page).href // => "/search/new-used-and-demo-cars?make=Toyota"
 */
export function connectStockSearch(
  snapshot: SnapshotFrom<typeof stockSearchMachine>,
  send: (event: StockSearchEvent) => void,
  page: StockSearchPage
): StockSearchApi {
  const { query, shownQuery, result, error } = snapshot.context
  return {
    listing: result ? searchListingView({ ...page, query: shownQuery, result }) : null,
    query,
    href: searchHref(page.path, query),
    loading: snapshot.hasTag("pending"),
    error: snapshot.matches("hasError") ? error : null,
    setText: (text) => send({ type: "TEXT_CHANGED", text }),
    toggleFacet: (facet, value) => send({ type: "FACET_TOGGLED", facet, value }),
    setRange: (name, range) => send({ type: "RANGE_CHANGED", name, range }),
    setSort: (sortBy) => send({ type: "SORT_CHANGED", sortBy }),
    goToPage: (pageNumber) => send({ type: "PAGE_CHANGED", page: pageNumber }),
    replaceQuery: (next) => send({ type: "QUERY_REPLACED", query: next }),
    retry: () => send({ type: "RETRY" })
  }
}
