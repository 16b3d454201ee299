import { hasListedPrice } from "../pricing/current-price.ts"
import { searchHref } from "../search/search-href.ts"
import { DEFAULT_SEARCH_PATH, SPECIAL_OFFERS_PATH } from "../search/search-path-scope.ts"
import { emptyStockQuery, type FacetSelections, type StockQuery } from "../search/stock-query.ts"
import type { Car } from "../stock/car.ts"
import type { HomeStockFilters } from "./home-sections.ts"

/** Only cars a shopper can buy today lead a home page: in stock, not coming soon or sold. */
const IN_STOCK: FacetSelections = { status: ["in_stock"] }

const filtersOf = (filters: HomeStockFilters): FacetSelections => {
  const chosen = Object.entries(filters).filter(([, values]) => values !== undefined && values.length > 0)
  return { ...Object.fromEntries(chosen), ...IN_STOCK }
}

/**
 * The search behind a featured stock section: in-stock cars its filters pick, "Most Relevant"
 * first (the dealer's own ranking, then complete, buyable listings).
 *
 * @example
 * import { featuredStockQuery } from "@dealer/core/site"
 *
 * featuredStockQuery({ item_type: ["caravan"] }).filters // => { item_type: ["caravan"], status: ["in_stock"] }
 */
export function featuredStockQuery(filters: HomeStockFilters): StockQuery {
  return { ...emptyStockQuery, filters: filtersOf(filters), sortBy: "relevance" }
}

/**
 * The search behind a new arrivals section: in-stock cars its filters pick, latest listed first.
 *
 * @example
 * import { newArrivalsQuery } from "@dealer/core/site"
 *
 * newArrivalsQuery({}).sortBy // => "latest"
 */
export function newArrivalsQuery(filters: HomeStockFilters): StockQuery {
  return { ...emptyStockQuery, filters: filtersOf(filters), sortBy: "latest" }
}

/**
 * The search behind the current offers section: in-stock cars carrying one of the dealer's offer
 * tags (those /special-offers lists); `null` when no car carries one, so the section shows nothing.
 *
 * @example
 * import { offersStockQuery } from "@dealer/core/site"
 *
 * offersStockQuery(["Drive Away", "Demo Special"])?.filters.tag // => ["Drive Away", "Demo Special"]
 */
export function offersStockQuery(tags: ReadonlyArray<string>): StockQuery | null {
  return tags.length === 0 ? null : { ...emptyStockQuery, filters: { tag: [...tags], ...IN_STOCK } }
}

/**
 * Where a stock section's "see all" link leads: the whole search behind it (every status the site
 * lists), or /special-offers for the offers row.
 *
 * @example
 * import { featuredStockQuery, stockSectionHref } from "@dealer/core/site"
 *
 * stockSectionHref("featured_stock", featuredStockQuery({ make: ["Kia"] })) // => "/search/new-used-and-demo-cars?make=Kia"
 */
export function stockSectionHref(kind: "featured_stock" | "new_arrivals" | "offers", query: StockQuery): string {
  if (kind === "offers") return SPECIAL_OFFERS_PATH
  // The search page lists every status the site shows; the section's in-stock filter is its own choice.
  const { status: _status, ...filters } = query.filters
  return searchHref(DEFAULT_SEARCH_PATH, { ...query, filters })
}

type ShownCar = Pick<Car, "status" | "reserved" | "primary_image_url" | "images">

/** A home page row is a shop window: only cars a shopper can buy today (in stock, not reserved). */
const buyable = (car: ShownCar) => car.status === "in_stock" && car.reserved !== true
/** The card's own photo. */
const photographed = (car: ShownCar) => Boolean(car.primary_image_url ?? car.images?.[0]?.image_url)

/** Cars with a photo first, each group keeping its order. */
const photosFirst = <C extends ShownCar>(cars: ReadonlyArray<C>) => [
  ...cars.filter(photographed),
  ...cars.filter((car) => !photographed(car))
]

/**
 * The featured cars: buyable today (in stock, not reserved) and priced (a featured "Enquire for
 * price." sells nothing), those with a photo first, in the order the search ranked them, at most
 * `limit`.
 *
 * @example
 * import { pickFeaturedCars } from "@dealer/core/site"
 * import { exampleCar } from "@dealer/core/testing"
 *
 * const hits = [
 *   exampleCar({ id: 1 }),
 *   exampleCar({ id: 2, status: "sold" }),
 *   exampleCar({ id: 3, price: 0 }),
 *   exampleCar({ id: 4, reserved: true }),
 *   exampleCar({ id: 5 })
 * ]
 *
 * pickFeaturedCars(hits, 4).map((car) => car.id) // => [1, 5]
 */
export function pickFeaturedCars<C extends ShownCar & Pick<Car, "price" | "offer_price">>(
  hits: ReadonlyArray<C>,
  limit: number
): ReadonlyArray<C> {
  return photosFirst(hits.filter((car) => buyable(car) && hasListedPrice(car))).slice(0, limit)
}

const listedAt = (car: Pick<Car, "created_at">) => {
  const time = Date.parse(car.created_at)
  return Number.isFinite(time) ? time : Number.NEGATIVE_INFINITY
}

/**
 * The newest cars buyable today by `created_at` (newest first, the higher id first on a tie; a
 * car whose date cannot be read last), those with a photo first, at most `limit`.
 *
 * @example
 * import { pickNewArrivals } from "@dealer/core/site"
 * import { exampleCar } from "@dealer/core/testing"
 *
 * const hits = [
 *   exampleCar({ id: 1, created_at: "2026-01-05T00:00:00Z" }),
 *   exampleCar({ id: 2, created_at: "2026-02-20T00:00:00Z" }),
 *   exampleCar({ id: 3, created_at: "2026-02-01T00:00:00Z", status: "sold" })
 * ]
 *
 * pickNewArrivals(hits, 4).map((car) => car.id) // => [2, 1]
 */
export function pickNewArrivals<C extends ShownCar & Pick<Car, "id" | "created_at">>(
  hits: ReadonlyArray<C>,
  limit: number
): ReadonlyArray<C> {
  const newestFirst = hits.filter(buyable).sort((a, b) => listedAt(b) - listedAt(a) || b.id - a.id)
  return photosFirst(newestFirst).slice(0, limit)
}
