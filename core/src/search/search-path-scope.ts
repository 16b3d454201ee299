import { emptyStockQuery, type FilterFacet, type StockQuery } from "./stock-query.ts"

/** The default stock search page (section 2). */
export const DEFAULT_SEARCH_PATH = "/search/new-used-and-demo-cars"
/** The offers page (section 2). */
export const SPECIAL_OFFERS_PATH = "/special-offers"

/** Whether a car is new, used or a demonstrator, as search paths name it. */
export type CarCondition = "new" | "used" | "demo"
const CONDITIONS: ReadonlyArray<CarCondition> = ["new", "used", "demo"]

/**
 * What a search page's path filters before its query string does: every car, a condition
 * (`/search/used-cars`), a make or model (`/search/kia/sportage`), one dealership's locations
 * (`/search/coastal-kia`) or the cars carrying a dealer offer tag (`/special-offers`).
 */
export type SearchPathScope =
  | { readonly kind: "all" }
  | { readonly kind: "condition"; readonly conditions: ReadonlyArray<CarCondition> }
  | { readonly kind: "make"; readonly make: string }
  | { readonly kind: "model"; readonly make: string; readonly model: string }
  | { readonly kind: "dealership"; readonly name: string; readonly locationNames: ReadonlyArray<string> }
  | { readonly kind: "offers"; readonly tags: ReadonlyArray<string> }

/** A location as far as a search path needs it. */
export interface SearchPathLocation {
  readonly name: string
  readonly slug: string
  readonly dealership_slug: string
}

/**
 * The URL segment of a make, model or place: lower case, words joined by hyphens.
 *
 * @example
 * import { searchSlug } from "@dealer/core/search"
 *
 * searchSlug("Mercedes-Benz") // => "mercedes-benz"
 * searchSlug("Land Rover") // => "land-rover"
 */
export function searchSlug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
}

/**
 * The conditions a `{type}-cars` segment names, or `null` when it names none.
 *
 * @example
 * import { conditionsOfSegment } from "@dealer/core/search"
 *
 * conditionsOfSegment("new-and-demo-cars") // => ["new", "demo"]
 * conditionsOfSegment("kia") // => null
 */
export function conditionsOfSegment(segment: string): ReadonlyArray<CarCondition> | null {
  const match = /^([a-z-]+)-cars$/.exec(segment)
  if (!match?.[1]) return null
  const words = match[1].split("-").filter((word) => word !== "and")
  const conditions = CONDITIONS.filter((condition) => words.includes(condition))
  const known = words.every((word) => (CONDITIONS as ReadonlyArray<string>).includes(word))
  return known && conditions.length === words.length && conditions.length > 0 ? conditions : null
}

/**
 * What the first segment after `/search/` means: conditions first, then a dealership or location
 * slug, then a make of the tenant's stock; `null` when it means nothing (a 404).
 *
 * @example
 * import { searchSegmentScope } from "@dealer/core/search"
 *
 * searchSegmentScope("used-cars", { makes: [], locations: [], siteName: "Coastal Kia" }) // => { kind: "condition", conditions: ["used"] }
 * searchSegmentScope("kia", { makes: ["Kia"], locations: [], siteName: "Coastal Kia" }) // => { kind: "make", make: "Kia" }
 */
export function searchSegmentScope(
  segment: string,
  known: {
    readonly makes: ReadonlyArray<string>
    readonly locations: ReadonlyArray<SearchPathLocation>
    readonly siteName: string
  }
): SearchPathScope | null {
  const slug = segment.toLowerCase()
  const conditions = conditionsOfSegment(slug)
  if (conditions) return conditions.length === CONDITIONS.length ? { kind: "all" } : { kind: "condition", conditions }
  const dealership = known.locations.filter((location) => location.dealership_slug === slug)
  const location = known.locations.find((candidate) => candidate.slug === slug)
  const places = dealership.length > 0 ? dealership : location ? [location] : []
  if (places[0]) {
    // A dealership with several locations reads as the site; one location by its own name.
    const name = places.length > 1 ? known.siteName : places[0].name
    return { kind: "dealership", name, locationNames: places.map((place) => place.name) }
  }
  const make = known.makes.find((candidate) => searchSlug(candidate) === slug)
  return make ? { kind: "make", make } : null
}

/**
 * A model under a make scope (`/search/{make}/{model}`), or `null` when the make has no such model.
 *
 * @example
 * import { searchModelScope } from "@dealer/core/search"
 *
 * searchModelScope({ kind: "make", make: "Kia" }, "sportage", ["Sportage"]) // => { kind: "model", make: "Kia", model: "Sportage" }
 */
export function searchModelScope(
  scope: SearchPathScope,
  segment: string,
  models: ReadonlyArray<string>
): SearchPathScope | null {
  if (scope.kind !== "make") return null
  const model = models.find((candidate) => searchSlug(candidate) === segment.toLowerCase())
  return model ? { kind: "model", make: scope.make, model } : null
}

const union = (given: ReadonlyArray<string> | undefined, fixed: ReadonlyArray<string>) => [
  ...new Set([...fixed, ...(given ?? [])])
]

/** The facet values a scope fixes. */
export function scopeFilters(scope: SearchPathScope): ReadonlyArray<readonly [FilterFacet, ReadonlyArray<string>]> {
  switch (scope.kind) {
    case "all":
      return []
    case "condition":
      return [["car_type", scope.conditions]]
    case "make":
      return [["make", [scope.make]]]
    case "model":
      return [
        ["make", [scope.make]],
        ["model", [scope.model]]
      ]
    case "dealership":
      return [["location_name", scope.locationNames]]
    case "offers":
      return [["tag", scope.tags]]
  }
}

/**
 * The search a page runs: its query string's search with the path's values added. On the offers
 * page a tag the shopper picked narrows the offers instead.
 *
 * @example
 * import { emptyStockQuery, scopedStockQuery } from "@dealer/core/search"
 *
 * scopedStockQuery({ kind: "make", make: "Kia" }, emptyStockQuery).filters.make // => ["Kia"]
 */
export function scopedStockQuery(scope: SearchPathScope, query: StockQuery = emptyStockQuery): StockQuery {
  const filters = { ...query.filters }
  for (const [facet, values] of scopeFilters(scope)) {
    const asked = filters[facet]
    filters[facet] = scope.kind === "offers" && asked && asked.length > 0 ? asked : union(asked, values)
  }
  return { ...query, filters }
}

/**
 * A scope no car can match: the offers page when no car carries an offer tag (an empty tag filter
 * would otherwise filter nothing and list every car).
 *
 * @example
 * import { scopeMatchesNothing } from "@dealer/core/search"
 *
 * scopeMatchesNothing({ kind: "offers", tags: [] }) // => true
 */
export function scopeMatchesNothing(scope: SearchPathScope): boolean {
  return scope.kind === "offers" && scope.tags.length === 0
}
