import { analyticsEventFor, type AnalyticsEvent } from "../analytics/analytics-event.ts"
import { cardRepayment, type CardRepayment } from "../finance/card-repayment.ts"
import type { FinanceDisclaimerTexts } from "../finance/finance-disclaimer-machine.ts"
import { financeDisclaimerTexts, lenderStrips, type LenderStripView } from "../finance/lender-strips.ts"
import { youxQuoteStripView, type FinanceStripSummary } from "../finance/youx-quote-strip-view.ts"
import { currentPrice } from "../pricing/current-price.ts"
import { listingWithPromos } from "../promotions/listing-with-promos.ts"
import type { ListingEntry } from "../promotions/insert-promo-cards.ts"
import { WE_WANT_YOUR_CAR_NODE, weWantYourCarCard, type WeWantYourCarCard } from "../promotions/we-want-your-car.ts"
import type { CarCardView } from "../stock/car-card.ts"
import type { Tenant } from "../tenant/resolve-tenant.ts"
import { fillText, type Texts } from "../tenant/texts.ts"
import type { SearchHistoryRecord } from "../storage/search-history-list.ts"
import { appliedFilters, type AppliedFiltersView } from "./applied-filters.ts"
import { displayedTotal } from "./displayed-total.ts"
import { facetControls, type FacetControlView } from "./facet-controls.ts"
import { searchHistoryEntry } from "./search-history-links.ts"
import { searchHref } from "./search-href.ts"
import {
  searchListingView,
  type PageNumberView,
  type SearchListingView,
  type SearchPageLinkView
} from "./search-listing-view.ts"
import { DEFAULT_SEARCH_PATH, scopedStockQuery, type CarCondition, type SearchPathScope } from "./search-path-scope.ts"
import { withFilter } from "./stock-query-change.ts"
import { stockQueryToSearchParams, type SearchParamPairs } from "./stock-query-url.ts"
import { emptyStockQuery, type StockQuery } from "./stock-query.ts"
import type { StockResult } from "./stock-result.ts"
import { CAR_VEHICLE_KIND, vehiclesHeadingWord } from "./vehicle-words.ts"

/** The page's head: title, description and the canonical address (also the Open Graph URL). */
export interface SearchPageMeta {
  readonly title: string
  readonly description: string
  readonly canonical: string
  readonly siteName: string
}

/** A car card with its finance strip (only for an available car with a weekly quote). */
export interface SearchCardView {
  readonly card: CarCardView
  readonly finance: FinanceStripSummary | null
  /** The lenders' finance strips the car qualifies for (`lenderStrips`). */
  readonly lenders: ReadonlyArray<LenderStripView>
  /** The repayment the card leads with when the shopper shows prices as finance (`priceDisplayFigures`). */
  readonly repayment: CardRepayment | null
  /** The analytics event a save to the watchlist records (39, New Car / Used Car). */
  readonly favouriteEvent: AnalyticsEvent | null
}

/** A result list entry: a car card or a promo card the page knows how to draw. */
export type SearchEntryView = ListingEntry<SearchCardView, WeWantYourCarCard>

/** A search page: the listing, its heading and head tags, and the cards with promos placed. */
export interface SearchPageView extends SearchListingView {
  readonly path: string
  readonly heading: string
  readonly meta: SearchPageMeta
  readonly entries: ReadonlyArray<SearchEntryView>
  /** Where filter forms send their fields (links of the facets already point there). */
  readonly filterAction: string
  /** The filters as hidden fields of a range form, that range and the page left out. */
  readonly rangeKeep: Readonly<Record<string, ReadonlyArray<readonly [string, string]>>>
  /** The facets beside the make list that have values, drawn with the tenant's facet selector. */
  readonly facetControls: ReadonlyArray<FacetControlView>
  /** The keyword box's GET form: where it goes, the other filters it carries, the text searched. */
  readonly keyword: { readonly action: string; readonly keep: SearchParamPairs; readonly query: string }
  /** The applied filters as removable chips, with "Clear all". */
  readonly chips: AppliedFiltersView
  /** The filter panel, a drawer on a phone: its title and the words of its open and close buttons. */
  readonly filterPanel: { readonly title: string; readonly openLabel: string; readonly closeLabel: string }
  /** The lender strips' disclaimer dialog texts, when a card has a lender strip. */
  readonly financeDisclaimer: FinanceDisclaimerTexts | null
  /** What the browser needs to keep and show the search history (001 section 9: the last 5 searches). */
  readonly history: {
    readonly title: string
    /** This search as a history entry (its filters in words included), `null` when it has no filter (not kept). */
    readonly entry: SearchHistoryRecord | null
  }
}

const conditionLabel = (condition: CarCondition, texts: Texts) =>
  condition === "new" ? texts.conditionNew : condition === "used" ? texts.conditionUsed : texts.conditionDemo

/**
 * The heading of a search page, from what its path filters and what its results are (`kind`, as
 * `resultVehicleKind` names it; `car` when not given): a caravan dealer's page reads "New, Used
 * and Demo Caravans" in the tenant's words for caravans, a car dealer's "... Cars".
 *
 * @example
 * import { searchHeading } from "@dealer/core/search"
 * import { defaultTexts } from "@dealer/core/tenant"
 *
 * searchHeading({ kind: "make", make: "Kia" }, defaultTexts) // => "Kia Cars for Sale"
 * searchHeading({ kind: "condition", conditions: ["used"] }, defaultTexts, "caravan") // => "Used Caravans"
 */
export function searchHeading(scope: SearchPathScope, texts: Texts, kind: string = CAR_VEHICLE_KIND): string {
  const Vehicles = vehiclesHeadingWord(kind, texts)
  switch (scope.kind) {
    case "all":
      return fillText(texts.searchTitle, { Vehicles })
    case "condition":
      return fillText(texts.searchTitleCondition, {
        condition: scope.conditions.map((condition) => conditionLabel(condition, texts)).join(texts.searchConditionJoin),
        Vehicles
      })
    case "make":
      return fillText(texts.searchTitleMake, { make: scope.make, Vehicles })
    case "model":
      return fillText(texts.searchTitleModel, { make: scope.make, model: scope.model, Vehicles })
    case "dealership":
      return fillText(texts.searchTitleDealership, { dealership: scope.name, Vehicles })
    case "offers":
      return fillText(texts.searchTitleOffers, { Vehicles })
  }
}

const siteBase = (siteUrl: string) => siteUrl.replace(/\/+$/, "")

/**
 * The listing of one search page. The path's own values (make, condition...) join the query
 * string's filters; facet links and range forms lead to the default search with every filter in the
 * query string (so unticking the path's make works), while sort, pages and Clear Filters stay on the
 * page's own path. The offers page keeps everything on its path.
 *
 * @example
 * import { emptyStockQuery, emptyStockResult, searchPageView } from "@dealer/core/search"
 * import { exampleTenant } from "@dealer/core/testing"
 *
 * const tenant = exampleTenant()
 * const now = new Date("2026-03-02T10:00:00+10:00")
 * const scope = { kind: "make", make: "Kia" } as const
 *
 * const view = searchPageView({ path: "/search/kia", scope, query: emptyStockQuery, result: emptyStockResult(1), tenant, now, roll: 0.4, siteUrl: "https://example-motors.example" })
 * view.heading // => "Kia Cars for Sale"
 */
export function searchPageView(input: {
  readonly path: string
  readonly scope: SearchPathScope
  /** The query string's search, without the path's values. */
  readonly query: StockQuery
  readonly result: StockResult
  readonly tenant: Tenant
  readonly now: Date
  /** The page's random choice in [0, 1) for promo slots. */
  readonly roll: number
  /** The site's address (the tenant's URL, else the request's origin). */
  readonly siteUrl: string
  /** A place typed into the place box that the geocoder could not find (then not searched). */
  readonly placeNotFound?: string | null
}): SearchPageView {
  const { path, scope, query, result, tenant, now, roll } = input
  const { texts } = tenant
  const ownPath = scope.kind === "offers" || scope.kind === "all"
  const filterAction = ownPath ? path : DEFAULT_SEARCH_PATH
  const filterQuery = ownPath ? query : scopedStockQuery(scope, query)
  const listing = searchListingView({
    path: filterAction,
    query: filterQuery,
    result,
    tenant,
    now,
    placeNotFound: input.placeNotFound ?? null
  })
  const pageLink = (link: SearchPageLinkView): SearchPageLinkView => ({
    ...link,
    href: link.page === null ? null : searchHref(path, { ...query, page: link.page })
  })
  const pageNumber = (slot: PageNumberView): PageNumberView =>
    slot.kind === "gap" ? slot : { ...slot, href: searchHref(path, { ...query, page: slot.page }) }
  const mergeNewAndDemo = tenant.search.merge_new_and_demo
  const heading = searchHeading(scope, texts, listing.vehicleKind)
  const site = tenant.name
  const title = fillText(result.page > 1 ? texts.searchPagedTitle : texts.searchPageTitle, {
    heading,
    site,
    page: String(result.page)
  })
  const total = displayedTotal(result.total, result.facets.car_type, query.filters.car_type)
  const cards = listing.cards.map((card): SearchCardView => {
    const car = result.hits.find((hit) => hit.id === card.id)
    const finance = car && card.available ? youxQuoteStripView(car.youxQuote ?? null, car.price ?? 0, texts) : null
    const repayment =
      car && card.available ? cardRepayment({ price: currentPrice(car), strip: finance }, tenant.finance, texts) : null
    const lenders = car ? lenderStrips({ car, manufacturer: tenant.manufacturer, now }, tenant.finance, texts) : []
    const favouriteEvent = analyticsEventFor("favourite", car ?? null)
    return { card, finance, lenders, repayment, favouriteEvent }
  })
  const promos = listingWithPromos(cards, tenant.promotions.promo_nodes, {
    now,
    roll,
    settings: tenant.promotions
  })
  const entries = promos.flatMap((entry): ReadonlyArray<SearchEntryView> => {
    if (entry.kind === "card") return [entry]
    return entry.promo.node === WE_WANT_YOUR_CAR_NODE ? [{ kind: "promo", promo: weWantYourCarCard(texts, tenant.promotions.we_want_your_car_href) }] : []
  })
  const rangeKeep = Object.fromEntries(
    listing.ranges.map((range) => [
      range.name,
      stockQueryToSearchParams({ ...filterQuery, ranges: { ...filterQuery.ranges, [range.name]: undefined }, page: 1 })
    ])
  )
  const controls = facetControls(
    listing.facets.filter((section) => section.name !== "make" && section.options.length > 0),
    { selector: tenant.search.facet_selector, action: filterAction, query: filterQuery, texts }
  )
  return {
    ...listing,
    financeDisclaimer: cards.some((card) => card.lenders.length > 0) ? financeDisclaimerTexts(texts) : null,
    title: heading,
    path,
    heading,
    entries,
    filterAction,
    rangeKeep,
    facetControls: controls,
    sort: { ...listing.sort, keep: stockQueryToSearchParams(withFilter(query, { sortBy: emptyStockQuery.sortBy })) },
    pagination: {
      ...listing.pagination,
      previous: pageLink(listing.pagination.previous),
      next: pageLink(listing.pagination.next),
      pages: listing.pagination.pages.map(pageNumber)
    },
    keyword: {
      action: filterAction,
      keep: stockQueryToSearchParams(withFilter(filterQuery, { query: "" })),
      query: filterQuery.query
    },
    chips: appliedFilters(filterAction, filterQuery, { mergeNewAndDemo, texts }),
    filterPanel: { title: texts.searchFiltersTitle, openLabel: texts.searchFiltersTitle, closeLabel: texts.searchFiltersClose },
    history: {
      title: texts.searchHistoryTitle,
      entry: searchHistoryEntry(filterAction, filterQuery, { mergeNewAndDemo, texts })
    },
    empty:
      listing.empty === null
        ? null
        : {
            ...listing.empty,
            message: scope.kind === "offers" ? texts.noResultsOffers : listing.empty.message,
            href: path
          },
    meta: {
      title,
      description: fillText(texts.searchMetaDescription, { count: String(total), heading, site }),
      canonical: `${siteBase(input.siteUrl)}${result.page > 1 ? `${path}?page=${result.page}` : path}`,
      siteName: site
    }
  }
}
