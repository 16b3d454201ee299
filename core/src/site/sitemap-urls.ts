import type { Car } from "../stock/car.ts"
import { carPath } from "../stock/car-card.ts"
import { isVisibleInSearch, type VisibilityCar, type VisibilityContext } from "../stock/search-visibility.ts"
import { SITE_PATHS } from "./site-navigation.ts"

/** One `<url>` of the sitemap. */
export interface SitemapUrl {
  /** Absolute, on the tenant's own host. */
  readonly loc: string
  /** The car's last change (W3C date), when known. */
  readonly lastmod: string | null
}

type SitemapCar = VisibilityCar & Pick<Car, "slug" | "make" | "model" | "car_type" | "updated_at">

const slugOf = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")

const w3cDate = (text: string | null | undefined): string | null => {
  if (!text) return null
  const date = new Date(text)
  return Number.isNaN(date.getTime()) ? null : date.toISOString()
}

/**
 * The search landing pages the visible stock fills (000 section 2): the default listing, one per
 * condition (`/search/used-cars`), one per make (`/search/toyota`) and per make and model
 * (`/search/toyota/hilux`), each once, in the order the cars first name them.
 *
 * @example
 * import { searchLandingPaths } from "@dealer/core/site"
 *
 * searchLandingPaths([{ car_type: "used", make: "Toyota", model: "Hilux" }])
 * // => ["/search/new-used-and-demo-cars", "/search/used-cars", "/search/toyota", "/search/toyota/hilux"]
 */
export function searchLandingPaths(
  cars: ReadonlyArray<Pick<Car, "car_type" | "make" | "model">>
): ReadonlyArray<string> {
  const paths = new Set<string>([SITE_PATHS.search])
  const conditions = cars.flatMap((car) => (car.car_type === "other" ? [] : [`/search/${car.car_type}-cars`]))
  conditions.forEach((path) => paths.add(path))
  for (const car of cars) {
    const make = slugOf(car.make)
    const model = slugOf(car.model)
    if (make === "") continue
    paths.add(`/search/${make}`)
    if (model !== "") paths.add(`/search/${make}/${model}`)
  }
  return [...paths]
}

/** The pages every site has that a search engine should list: locations, contact and the open forms. */
export const SITEMAP_PAGES: ReadonlyArray<string> = [
  "/",
  SITE_PATHS.dealerLocator,
  "/dealerships",
  "/contact-us",
  "/contact",
  "/book-test-drive",
  "/trade-in",
  "/vehicle-parts-and-accessories"
]

/**
 * Every URL of a tenant's sitemap: the site's pages, each location's page, the search landing
 * pages and every car visible in search, as absolute URLs on `origin` (the tenant's host). Hidden, excluded
 * and long-sold cars are left out by the same rule as search.
 *
 * @example
 * import { sitemapUrls } from "@dealer/core/site"
 * import { visibilityContextOf } from "@dealer/core/stock"
 * import { exampleCar, exampleTenant } from "@dealer/core/testing"
 *
 * const tenant = exampleTenant()
 * const now = new Date("2026-03-02T10:00:00+10:00")
 * const cars = [exampleCar({ slug: "2022-kia-sportage-s", make: "Kia", model: "Sportage", updated_at: "2026-02-01T00:00:00Z" })]
 *
 * const urls = sitemapUrls({ origin: "https://coastal-kia.example", cars, visibility: visibilityContextOf(tenant, now) })
 * urls[0] // => { loc: "https://coastal-kia.example/", lastmod: null }
 * urls.at(-1) // => { loc: "https://coastal-kia.example/cars/2022-kia-sportage-s", lastmod: "2026-02-01T00:00:00.000Z" }
 */
export function sitemapUrls(input: {
  readonly origin: string
  readonly cars: ReadonlyArray<SitemapCar>
  readonly visibility: VisibilityContext
  /** The location pages (`/locations/{slug}`) the site shows. */
  readonly locationPaths?: ReadonlyArray<string>
  /** The tenant's content pages and posts that exist (`contentSitemapPaths`). */
  readonly contentPaths?: ReadonlyArray<string>
}): ReadonlyArray<SitemapUrl> {
  const origin = input.origin.replace(/\/+$/, "")
  const visible = input.cars.filter((car) => isVisibleInSearch(car, input.visibility))
  const paths = [
    ...SITEMAP_PAGES,
    ...(input.locationPaths ?? []),
    ...(input.contentPaths ?? []).filter((path) => !SITEMAP_PAGES.includes(path)),
    ...searchLandingPaths(visible)
  ]
  const pages = paths.map((path) => ({
    loc: `${origin}${path}`,
    lastmod: null
  }))
  const cars = visible.map((car) => ({ loc: `${origin}${carPath(car)}`, lastmod: w3cDate(car.updated_at) }))
  return [...pages, ...cars]
}
