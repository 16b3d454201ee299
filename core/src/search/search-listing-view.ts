import { carCard, type CarCardView } from "../stock/car-card.ts"
import { makeList, makeModelList, type MakeListView } from "../stock/make-list.ts"
import { collapseSoldRuns } from "../stock/sold-collapse.ts"
import type { Tenant } from "../tenant/resolve-tenant.ts"
import { fillText, type Texts } from "../tenant/texts.ts"
import { countText, type CountTextView } from "./count-text.ts"
import { displayedTotal } from "./displayed-total.ts"
import { pageNumbers } from "./page-numbers.ts"
import {
  searchFacetOptions,
  SEARCH_LISTING_FACETS,
  searchLocationSection,
  searchRangeSections,
  type FacetOptionView,
  type FacetSectionView,
  type LocationSectionView,
  type RangeSectionView
} from "./search-filter-sections.ts"
import { searchHref } from "./search-href.ts"
import { withFilter } from "./stock-query-change.ts"
import { stockQueryToSearchParams, type SearchParamPairs } from "./stock-query-url.ts"
import { emptyStockQuery, SORT_OPTIONS, type SortBy, type StockQuery } from "./stock-query.ts"
import type { StockResult } from "./stock-result.ts"
import { resultVehicleKind, vehiclesHeadingWord } from "./vehicle-words.ts"

/** A sort order the listing offers, and whether it is the one chosen. */
export interface SortOptionView {
  readonly value: SortBy
  readonly label: string
  readonly selected: boolean
}

/** A link to another page of results; `page` and `href` are `null` when there is none. */
export interface SearchPageLinkView {
  readonly label: string
  readonly page: number | null
  readonly href: string | null
}

/** One place of the numbered pages: a page (the current one marked) or a gap for pages left out. */
export type PageNumberView =
  | { readonly kind: "page"; readonly page: number; readonly label: string; readonly href: string; readonly current: boolean }
  | { readonly kind: "gap" }

/** Everything the search listing renders, decided here so the page only draws it. */
export interface SearchListingView {
  /** The default search's heading in the words for the results' kind ("New, Used and Demo Caravans"). */
  readonly title: string
  /** What the results are (`resultVehicleKind`): `car`, `caravan`, ..., `vehicle` for a mix. */
  readonly vehicleKind: string
  /** "Show Me N cars" (section 2): the button that takes the shopper to the results. */
  readonly countText: string
  /** The same sentence split around its number. */
  readonly showMe: CountTextView
  /** The results' count above them: "205 cars", "1 caravan". */
  readonly resultCount: CountTextView
  /** The page's cars, runs of sold cars collapsed to their first (section 4, "Search state"). */
  readonly cards: ReadonlyArray<CarCardView>
  /** The make facet: every option, and the list as first shown (7 makes then a toggle, section 4). */
  readonly make: FacetSectionView & { readonly list: MakeListView<FacetOptionView> }
  /** The listing's facets in order; models at most 30 (section 9). */
  readonly facets: ReadonlyArray<FacetSectionView>
  readonly ranges: ReadonlyArray<RangeSectionView>
  readonly location: LocationSectionView
  readonly sort: {
    readonly label: string
    readonly options: ReadonlyArray<SortOptionView>
    /** The other filters, carried as hidden fields so changing the sort keeps them (and drops the page). */
    readonly keep: SearchParamPairs
  }
  readonly pagination: {
    readonly text: string
    readonly previous: SearchPageLinkView
    readonly next: SearchPageLinkView
    /** The numbered pages (`pageNumbers`); none for a single page. */
    readonly pages: ReadonlyArray<PageNumberView>
  }
  readonly empty: {
    readonly title: string
    readonly message: string
    readonly action: string
    readonly href: string
  } | null
}

const sortLabels = (texts: Texts): Readonly<Record<SortBy, string>> => ({
  relevance: texts.sortRelevance,
  latest: texts.sortLatest,
  price_desc: texts.sortPriceDesc,
  price_asc: texts.sortPriceAsc
})

function facetSections(
  path: string,
  query: StockQuery,
  result: StockResult,
  texts: Texts
): ReadonlyArray<FacetSectionView> {
  return SEARCH_LISTING_FACETS.map(([name, labelKey]) => {
    const options = searchFacetOptions(path, query, name, result.facets[name])
    return { name, label: texts[labelKey], options: name === "model" ? makeModelList(options) : options }
  })
}

/**
 * Turns one search result into the listing's view model: cards, facets, range sliders, the
 * location picker, sort, pages and the empty state.
 *
 * @example
 * import { emptyStockQuery, emptyStockResult, searchListingView } from "@dealer/core/search"
 * import { exampleTenant } from "@dealer/core/testing"
 *
 * const view = searchListingView({ path: "/search/new-used-and-demo-cars", query: emptyStockQuery, result: emptyStockResult(1), tenant: exampleTenant(), now: new Date("2026-03-02T00:00:00Z") })
 * view.resultCount.count // => 0
 */
export function searchListingView(input: {
  readonly path: string
  readonly query: StockQuery
  readonly result: StockResult
  readonly tenant: Tenant
  readonly now: Date
  /** A place typed into the place box that the geocoder could not find. */
  readonly placeNotFound?: string | null
}): SearchListingView {
  const { path, query, result, tenant, now } = input
  const { texts } = tenant
  const labels = sortLabels(texts)
  const pageLink = (label: string, page: number | null): SearchPageLinkView => ({
    label,
    page,
    href: page === null ? null : searchHref(path, { ...query, page })
  })
  const facets = facetSections(path, query, result, texts)
  const makeOptions = searchFacetOptions(path, query, "make", result.facets.make)
  const makeListContext = {
    variant: tenant.stock.make_list,
    popularMakes: tenant.stock.popular_makes,
    expanded: false,
    texts
  }
  const total = displayedTotal(result.total, result.facets.car_type, query.filters.car_type)
  const kind = resultVehicleKind(result, query, tenant.search.vehicle_kind)
  const showMe = countText(texts.showMeCars, total, kind, texts)
  return {
    title: fillText(texts.searchTitle, { Vehicles: vehiclesHeadingWord(kind, texts) }),
    vehicleKind: kind,
    countText: showMe.text,
    showMe,
    resultCount: countText(texts.searchResultCount, total, kind, texts),
    cards: collapseSoldRuns(result.hits).map((car) => carCard(car, tenant, now)),
    make: {
      name: "make",
      label: texts.makeFacetLabel,
      options: makeOptions,
      list: makeList(makeOptions, makeListContext)
    },
    facets,
    ranges: searchRangeSections(path, query, result, texts),
    location: searchLocationSection(path, query, texts, input.placeNotFound ?? null),
    sort: {
      label: texts.sortLabel,
      options: SORT_OPTIONS.map((value) => ({ value, label: labels[value], selected: value === query.sortBy })),
      keep: stockQueryToSearchParams(withFilter(query, { sortBy: emptyStockQuery.sortBy }))
    },
    pagination: {
      text: fillText(texts.pageOf, { page: String(result.page), pages: String(result.pages) }),
      // Past the last page (a stale link), "previous" goes back to the last one.
      previous: pageLink(texts.previousPage, result.page > 1 ? Math.min(result.page - 1, result.pages) : null),
      next: pageLink(texts.nextPage, result.page < result.pages ? result.page + 1 : null),
      pages: pageNumbers(result.page, result.pages).map((slot): PageNumberView =>
        slot === "gap"
          ? { kind: "gap" }
          : {
              kind: "page",
              page: slot,
              label: fillText(texts.searchPageNumber, { page: String(slot) }),
              href: searchHref(path, { ...query, page: slot }),
              current: slot === result.page
            }
      )
    },
    empty:
      result.total === 0
        ? { title: texts.noResultsTitle, message: texts.noResultsCarSearch, action: texts.clearFilters, href: path }
        : null
  }
}
