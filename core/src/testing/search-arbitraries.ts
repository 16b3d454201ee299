import fc from "fast-check"
import { NEARBY_RADIUS_OPTIONS_KM } from "../locations/nearby-locations.ts"
import { searchDocument, type SearchDocument } from "../search/search-document.ts"
import {
  emptyLocationQuery,
  FILTER_FACETS,
  RANGE_FILTERS,
  SORT_OPTIONS,
  type FacetSelections,
  type LocationQuery,
  type NumericRange,
  type RangeSelections,
  type StockQuery
} from "../search/stock-query.ts"
import type { SearchSettings } from "../search/settings.ts"
import type { Car } from "../stock/car.ts"
import type { Tenant } from "../tenant/resolve-tenant.ts"
import { carArbitrary } from "./car-arbitrary.ts"
import { exampleTenant } from "./examples.ts"

/** The locations of `searchTenantArbitrary`'s tenants: Brisbane, Gold Coast, Sydney, Melbourne. */
export const SEARCH_TEST_LOCATIONS = [
  { id: 1, name: "Brisbane", city: "Brisbane", state: "QLD", postcode: "4000", lat: -27.4698, long: 153.0251 },
  { id: 2, name: "Gold Coast", city: "Southport", state: "QLD", postcode: "4215", lat: -27.9674, long: 153.4008 },
  { id: 3, name: "Sydney", city: "Sydney", state: "NSW", postcode: "2000", lat: -33.8688, long: 151.2093 },
  { id: 4, name: "Melbourne", city: "Melbourne", state: "VIC", postcode: "3000", lat: -37.8136, long: 144.9631 }
] as const

const searchTestLocations = /* @__PURE__ */ SEARCH_TEST_LOCATIONS.map(({ id, name, city, state, postcode, lat, long }) => ({
  id,
  name,
  slug: name.toLowerCase().replace(/\s+/g, "-"),
  location_type: "sales",
  primary: id === 1,
  manufacturers: [],
  dealership_id: 100 + (id % 2),
  dealership_slug: "example-motors",
  address: { street: null, city, state, postcode, lat, long }
}))

/**
 * Stock for search properties: cars of `carArbitrary` with distinct ids, at one of the test
 * locations (or none), sold around November 2026, so filters, counts and visibility all bite.
 *
 * @example
 * import fc from "fast-check"
 * import { searchStockArbitrary } from "@dealer/core/testing"
 *
 * fc.assert(fc.property(searchStockArbitrary(40), (cars) => new Set(cars.map((car) => car.id)).size === cars.length))
 */
export const searchStockArbitrary = (maxLength: number): fc.Arbitrary<ReadonlyArray<Car>> =>
  fc
    .array(
      fc.record({
        car: carArbitrary,
        location_id: fc.option(fc.integer({ min: 1, max: 5 }), { nil: null, freq: 6 }),
        dealership_id: fc.option(fc.integer({ min: 100, max: 101 }), { nil: null, freq: 6 }),
        // Mostly listed, in stock cars, so most searches have something to count.
        status: fc.constantFrom("in_stock", "in_stock", "in_stock", "coming_soon", "sold", "sold", "other"),
        show_on_dealer_website: fc.constantFrom(true, true, true, true, null, false)
      }),
      { maxLength }
    )
    .map((rows) => rows.map(({ car, ...fields }, index) => ({ ...car, ...fields, id: index + 1 })))

/**
 * Tenants whose search rules vary: sold-car window, lowest-price-needs-price, price floor,
 * conditions, photos, excluded stock numbers, and new and demo merged or not.
 */
const strictness = <T>(permissive: T, strict: fc.Arbitrary<T>) =>
  fc.oneof({ weight: 3, arbitrary: fc.constant(permissive) }, { weight: 1, arbitrary: strict })

/** A tenant with random search settings, for properties of the search rules. */
export const searchTenantArbitrary: fc.Arbitrary<Tenant & { readonly search: SearchSettings }> = /* @__PURE__ */ fc
  .record({
    include_sold_cars_days: fc.integer({ min: 0, max: 10 }),
    price_ascending_requires_price: fc.boolean(),
    visible_min_price: strictness(null, fc.constantFrom(0, 5_000, 20_000)),
    visible_car_types: strictness([], fc.subarray(["new", "used", "demo"] as const)),
    require_photos: strictness(false, fc.boolean()),
    excluded_stock_numbers: strictness([], fc.subarray(["T1234", "k777"])),
    merge_new_and_demo: fc.boolean()
  })
  .map(({ include_sold_cars_days, merge_new_and_demo, ...stock }) =>
    exampleTenant({ include_sold_cars_days, stock, locations: searchTestLocations, search: { merge_new_and_demo } })
  )

/** Moments around the sold dates of `carArbitrary`. */
export const searchNowArbitrary: fc.Arbitrary<Date> = /* @__PURE__ */ fc.date({
  min: /* @__PURE__ */ new Date("2026-09-25T00:00:00Z"),
  max: /* @__PURE__ */ new Date("2027-01-10T00:00:00Z"),
  noInvalidDate: true
})

const bound = /* @__PURE__ */ fc.option(
  /* @__PURE__ */ fc.oneof(
    /* @__PURE__ */ fc.integer({ min: 0, max: 450_000 }),
    /* @__PURE__ */ fc.integer({ min: 0, max: 4_000_000 }).map((n) => n / 100)
  ),
  {
    nil: null
  }
)
const rangeArbitrary: fc.Arbitrary<NumericRange> = /* @__PURE__ */ fc
  .tuple(bound, bound)
  .filter(([min, max]) => min !== null || max !== null)
  .map(([a, b]) => (a !== null && b !== null ? { min: Math.min(a, b), max: Math.max(a, b) } : { min: a, max: b }))

const locationArbitrary: fc.Arbitrary<LocationQuery> = /* @__PURE__ */ fc.oneof(
  /* @__PURE__ */ fc.constant(emptyLocationQuery),
  /* @__PURE__ */ fc.record({
    locationId: /* @__PURE__ */ fc.option(/* @__PURE__ */ fc.integer({ min: 1, max: 5 }), { nil: null }),
    locationType: /* @__PURE__ */ fc.option(/* @__PURE__ */ fc.constantFrom("location", "dealership"), { nil: null }),
    lat: /* @__PURE__ */ fc.constant(null),
    lng: /* @__PURE__ */ fc.constant(null),
    radiusKm: /* @__PURE__ */ fc.constant(emptyLocationQuery.radiusKm),
    userLocation: /* @__PURE__ */ fc.constant(null)
  }),
  /* @__PURE__ */ fc
    .record({
      at: fc.constantFrom(...SEARCH_TEST_LOCATIONS),
      radiusKm: fc.constantFrom(...NEARBY_RADIUS_OPTIONS_KM),
      userLocation: fc.option(fc.constantFrom("Brisbane QLD 4000", "Sydney NSW 2000"), { nil: null })
    })
    .map(({ at, radiusKm, userLocation }) => ({
      ...emptyLocationQuery,
      lat: at.lat,
      lng: at.long,
      radiusKm,
      userLocation
    }))
)

const word = /* @__PURE__ */ fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9 &-]{0,12}[A-Za-z0-9]$/)

/**
 * Any well-formed query, as a URL could carry it (for encoding round trips).
 *
 * @example
 * import fc from "fast-check"
 * import { checkStockQuery } from "@dealer/core/search"
 * import { stockQueryArbitrary } from "@dealer/core/testing"
 *
 * fc.assert(fc.property(stockQueryArbitrary, (query) => checkStockQuery(query)._tag === "Success"))
 */
export const stockQueryArbitrary: fc.Arbitrary<StockQuery> = /* @__PURE__ */ fc.record({
  query: /* @__PURE__ */ fc.constantFrom("", "hilux sr5", "T1234", "Škoda", "toyta"),
  filters: /* @__PURE__ */ fc
    .dictionary(fc.constantFrom(...FILTER_FACETS), fc.uniqueArray(word, { minLength: 1, maxLength: 3 }), { maxKeys: 4 })
    .map((record) => record as FacetSelections),
  ranges: /* @__PURE__ */ fc
    .dictionary(fc.constantFrom(...RANGE_FILTERS), rangeArbitrary, { maxKeys: 3 })
    .map((record) => record as RangeSelections),
  location: locationArbitrary,
  sortBy: /* @__PURE__ */ fc.constantFrom(...SORT_OPTIONS),
  page: /* @__PURE__ */ fc.integer({ min: 1, max: 500 })
})

const typo = (token: string) => (token.length >= 5 ? token.slice(0, 2) + token.slice(3) : token)

/** Text made of one car's words (whole, cut short or with a typo), so it usually finds that car. */
function textFor(doc: SearchDocument | undefined): fc.Arbitrary<string> {
  const tokens = doc ? [...doc.words, ...doc.codes] : []
  const piece = tokens.length === 0 ? fc.constant("toyota") : fc.constantFrom(...tokens)
  const shaped = fc
    .tuple(piece, fc.constantFrom("whole", "prefix", "typo"))
    .map(([token, shape]) =>
      shape === "prefix" ? token.slice(0, Math.max(1, token.length - 2)) : shape === "typo" ? typo(token) : token
    )
  return fc.oneof(
    { weight: 3, arbitrary: fc.constant("") },
    { weight: 3, arbitrary: fc.array(shaped, { minLength: 1, maxLength: 2 }).map((words) => words.join(" ")) },
    { weight: 1, arbitrary: fc.constantFrom("T1234", " t-1234 ", "MR0FB3CD100123456", "zzz", "🚗", "\u0000\u202e") }
  )
}

type RangeName = (typeof RANGE_FILTERS)[number]
type FacetField = (typeof FILTER_FACETS)[number]

/** A range around the values the stock has, so it splits the cars rather than missing them all. */
function rangeOver(docs: ReadonlyArray<SearchDocument>, name: RangeName): fc.Arbitrary<NumericRange> {
  const values = docs.map((doc) => doc.numbers[name]).filter((value): value is number => value !== null)
  const side = values.length === 0 ? bound : fc.option(fc.constantFrom(...values), { nil: null })
  return fc
    .tuple(side, side)
    .filter(([min, max]) => min !== null || max !== null)
    .map(([a, b]) => (a !== null && b !== null ? { min: Math.min(a, b), max: Math.max(a, b) } : { min: a, max: b }))
}

/** One to two facets selected with one car's value each, now and then with other values or one no car has. */
function selectionFor(
  docs: ReadonlyArray<SearchDocument>,
  doc: SearchDocument | undefined
): fc.Arbitrary<FacetSelections> {
  const valuesOf = (facet: FacetField) => [...new Set(docs.flatMap((each) => each.values[facet]))]
  return fc
    .subarray([...FILTER_FACETS], { maxLength: 2 })
    .chain((facets) =>
      fc.tuple(
        ...facets.map((facet) => {
          const own = doc?.values[facet] ?? []
          const others = fc.uniqueArray(fc.constantFrom(...valuesOf(facet), "Unknown Value"), { maxLength: 2 })
          return others.map((values) => [facet, [...new Set([...own.slice(0, 1), ...values])]] as const)
        })
      )
    )
    .map((pairs) => Object.fromEntries(pairs.filter(([, values]) => values.length > 0)) as FacetSelections)
}

/**
 * Queries over a given stock: facet selections and text taken from one of its cars (and now and
 * then values no car has), ranges around its values, locations, every sort, and pages past the end.
 *
 * @example
 * import fc from "fast-check"
 * import { searchStockArbitrary, stockQueryOverArbitrary } from "@dealer/core/testing"
 *
 * const pairs = searchStockArbitrary(30).chain((cars) => fc.tuple(fc.constant(cars), stockQueryOverArbitrary(cars)))
 * fc.assert(fc.property(pairs, ([, query]) => query.page >= 1))
 */
export function stockQueryOverArbitrary(cars: ReadonlyArray<Car>): fc.Arbitrary<StockQuery> {
  const docs = cars.map(searchDocument)
  const ranges = fc
    .subarray([...RANGE_FILTERS], { maxLength: 2 })
    .chain((names) => fc.tuple(...names.map((name) => rangeOver(docs, name).map((range) => [name, range] as const))))
    .map((pairs) => Object.fromEntries(pairs) as RangeSelections)
  return fc.nat({ max: Math.max(0, docs.length - 1) }).chain((index) =>
    fc.record({
      query: textFor(docs[index]),
      filters: selectionFor(docs, docs[index]),
      ranges: fc.oneof({ weight: 2, arbitrary: fc.constant({}) }, { weight: 1, arbitrary: ranges }),
      location: fc.oneof(
        { weight: 3, arbitrary: fc.constant(emptyLocationQuery) },
        { weight: 1, arbitrary: locationArbitrary }
      ),
      sortBy: fc.constantFrom(...SORT_OPTIONS),
      page: fc.oneof(
        { weight: 4, arbitrary: fc.constant(1) },
        { weight: 2, arbitrary: fc.integer({ min: 2, max: 4 }) },
        { weight: 1, arbitrary: fc.constant(1_000_000_000) }
      )
    })
  )
}
