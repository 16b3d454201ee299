import { carCard, type CarCardView } from "../stock/car-card.ts"
import type { Tenant } from "../tenant/resolve-tenant.ts"
import { fillText, type Texts } from "../tenant/texts.ts"
import { emptyStockQuery, SORT_OPTIONS, type SortBy, type StockQuery } from "./stock-query.ts"
import { stockQueryToSearchParams, withFilter, type SearchParamPairs } from "./stock-query-url.ts"
import type { StockResult } from "./stock-result.ts"

export interface FacetOptionView {
  readonly label: string
  readonly count: number
  readonly selected: boolean
  /** The search with this value toggled, page dropped. */
  readonly href: string
}

export interface SortOptionView {
  readonly value: SortBy
  readonly label: string
  readonly selected: boolean
}

/** Everything the search listing renders, decided here so the page only draws it. */
export interface SearchListingView {
  readonly title: string
  readonly countText: string
  readonly cards: ReadonlyArray<CarCardView>
  readonly make: { readonly label: string; readonly options: ReadonlyArray<FacetOptionView> }
  readonly sort: {
    readonly label: string
    readonly options: ReadonlyArray<SortOptionView>
    /** The other filters, carried as hidden fields so changing the sort keeps them (and drops the page). */
    readonly keep: SearchParamPairs
  }
  readonly pagination: {
    readonly text: string
    readonly previous: { readonly label: string; readonly href: string | null }
    readonly next: { readonly label: string; readonly href: string | null }
  }
  readonly empty: { readonly title: string; readonly message: string; readonly action: string; readonly href: string } | null
}

const sortLabels = (texts: Texts): Readonly<Record<SortBy, string>> => ({
  relevance: texts.sortRelevance,
  latest: texts.sortLatest,
  price_desc: texts.sortPriceDesc,
  price_asc: texts.sortPriceAsc
})

/**
 * Builds a URL for a search on `path`.
 *
 * @example
 * searchHref("/search/new-used-and-demo-cars", { ...emptyStockQuery, page: 2 }) // "/search/new-used-and-demo-cars?page=2"
 */
export function searchHref(path: string, query: StockQuery): string {
  const search = stockQueryToSearchParams(query)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
    .join("&")
  return search ? `${path}?${search}` : path
}

const toggle = (values: ReadonlyArray<string>, value: string) =>
  values.includes(value) ? values.filter((item) => item !== value) : [...values, value]

/**
 * Turns one search result into the listing's view model: cards, make facet, sort, pages, empty state.
 *
 * @example
 * const view = searchListingView({ path, query, result, tenant, now: new Date() })
 */
export function searchListingView(input: {
  readonly path: string
  readonly query: StockQuery
  readonly result: StockResult
  readonly tenant: Tenant
  readonly now: Date
}): SearchListingView {
  const { path, query, result, tenant, now } = input
  const { texts } = tenant
  const labels = sortLabels(texts)
  const pageHref = (page: number) => searchHref(path, { ...query, page })
  return {
    title: texts.searchTitle,
    countText: fillText(texts.showMeCars, { count: String(result.total) }),
    cards: result.hits.map((car) => carCard(car, tenant, now)),
    make: {
      label: texts.makeFacetLabel,
      options: result.facets.make.map((item) => ({
        label: item.label,
        count: item.count,
        selected: query.make.includes(item.value),
        href: searchHref(path, withFilter(query, { make: toggle(query.make, item.value) }))
      }))
    },
    sort: {
      label: texts.sortLabel,
      options: SORT_OPTIONS.map((value) => ({ value, label: labels[value], selected: value === query.sortBy })),
      keep: stockQueryToSearchParams(withFilter(query, { sortBy: emptyStockQuery.sortBy }))
    },
    pagination: {
      text: fillText(texts.pageOf, { page: String(result.page), pages: String(result.pages) }),
      previous: { label: texts.previousPage, href: result.page > 1 ? pageHref(result.page - 1) : null },
      next: { label: texts.nextPage, href: result.page < result.pages ? pageHref(result.page + 1) : null }
    },
    empty:
      result.total === 0
        ? { title: texts.noResultsTitle, message: texts.noResultsCarSearch, action: texts.clearFilters, href: path }
        : null
  }
}
