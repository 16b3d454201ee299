import { DEFAULT_NEARBY_RADIUS_KM } from "../locations/nearby-locations.ts"

/** Results per page, for every stock search (section 9). */
export const PAGE_SIZE = 21

/** The default sort options, in the order the sort menu lists them (section 2). */
export const SORT_OPTIONS = ["relevance", "latest", "price_desc", "price_asc"] as const
/** A sort order of the stock listing. */
export type SortBy = (typeof SORT_OPTIONS)[number]

/**
 * The facet attributes of section 3 a shopper selects values of, one URL parameter each. A car
 * matches a facet when it has any selected value (values of one facet are OR-ed), and every
 * selected facet (facets are AND-ed).
 */
export const FILTER_FACETS = [
  "make",
  "model",
  "make_model",
  "badge",
  "car_type",
  "status",
  "body",
  "fuel",
  "transmission",
  "drive",
  "colour",
  "seats",
  "state",
  "city",
  "location_name",
  "dealership_name",
  "tag",
  "certified",
  "item_type",
  "categories",
  "filtered_features"
] as const
/** A search filter of choices (make, body, fuel, ...). */
export type FilterFacet = (typeof FILTER_FACETS)[number]

/** The numeric attributes a search narrows by range (section 3), one `min-max` URL parameter each. */
export const RANGE_FILTERS = [
  "price",
  "subscription_price",
  "weekly_price",
  "year",
  "km",
  "created_at_timestamp"
] as const
/** A search filter of ranges (price, kilometres, year, ...). */
export type RangeFilter = (typeof RANGE_FILTERS)[number]

/** An inclusive range; `null` leaves that side open. */
export interface NumericRange {
  readonly min: number | null
  readonly max: number | null
}

/** Selected values per facet; a facet left out (or empty) does not filter. */
export type FacetSelections = { readonly [F in FilterFacet]?: ReadonlyArray<string> }
/** Selected ranges per numeric attribute; an attribute left out does not filter. */
export type RangeSelections = { readonly [R in RangeFilter]?: NumericRange }

/**
 * Dealer-location search (section 2): stock at one location (`locationId`, with `locationType`
 * `dealership` meaning a dealership id), and/or within `radiusKm` of a point the shopper picked
 * (`lat`, `lng`; `userLocation` is that place's label, kept for the picker).
 */
export interface LocationQuery {
  readonly locationId: number | null
  readonly locationType: string | null
  readonly lat: number | null
  readonly lng: number | null
  readonly radiusKm: number
  readonly userLocation: string | null
}

/** A search text longer than this is refused rather than searched. */
export const MAX_QUERY_LENGTH = 200

/**
 * A typed stock search: what the URL of a search page says, decoded.
 */
export interface StockQuery {
  /** Free text over year, make, model, badge, series, colour, stock number and VIN. */
  readonly query: string
  readonly filters: FacetSelections
  readonly ranges: RangeSelections
  readonly location: LocationQuery
  readonly sortBy: SortBy
  /** 1-based. */
  readonly page: number
}

/** No location filter; the radius the picker starts with (section 9). */
export const emptyLocationQuery: LocationQuery = {
  locationId: null,
  locationType: null,
  lat: null,
  lng: null,
  radiusKm: DEFAULT_NEARBY_RADIUS_KM,
  userLocation: null
}

/** The search that shows every visible car, most relevant first. */
export const emptyStockQuery: StockQuery = {
  query: "",
  filters: {},
  ranges: {},
  location: emptyLocationQuery,
  sortBy: "relevance",
  page: 1
}
