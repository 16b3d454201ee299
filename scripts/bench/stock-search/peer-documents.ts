import {
  greatCircleDistanceKm,
  isVisibleInSearch,
  queryWords,
  RESULT_FACETS,
  searchDocument,
  visibilityContextOf,
  type Car,
  type FacetName,
  type SearchScope,
  type StockQuery
} from "@dealer/core"

/** Facets with several values per car. */
export const MULTI_FACETS: ReadonlyArray<FacetName> = ["categories", "filtered_features"]
/** Facets with one value per car. */
export const SINGLE_FACETS: ReadonlyArray<FacetName> = RESULT_FACETS.filter((name) => !MULTI_FACETS.includes(name))

/** A car flattened for the peer engines, with the same facet values and numbers ours indexes. */
export interface PeerDocument {
  readonly id: string
  readonly values: Readonly<Record<string, string | ReadonlyArray<string>>>
  readonly price: number
  readonly year: number
  readonly km: number
  readonly created: number
  readonly rank: number
  readonly text: string
  readonly tokens: ReadonlyArray<string>
  readonly locationId: number
  readonly point: { readonly lat: number; readonly lon: number } | null
}

/**
 * The peers' documents: only the cars visible at the benchmark's moment (the peers get the
 * visibility rule applied in advance, which flatters them), each derived by core's
 * `searchDocument` like ours.
 */
export function peerDocuments(cars: ReadonlyArray<Car>, scope: SearchScope): ReadonlyArray<PeerDocument> {
  const context = visibilityContextOf(scope.tenant, scope.now)
  const places = new Map(scope.tenant.locations.map((location) => [location.id, location.address]))
  return cars
    .filter((car) => isVisibleInSearch(car, context))
    .map((car) => {
      const doc = searchDocument(car)
      const values: Record<string, string | ReadonlyArray<string>> = {}
      for (const name of SINGLE_FACETS) if (doc.values[name][0] !== undefined) values[name] = doc.values[name][0]!
      for (const name of MULTI_FACETS) values[name] = doc.values[name]
      const place = doc.locationId === null ? undefined : places.get(doc.locationId)
      return {
        id: String(doc.id),
        values,
        price: doc.sortPrice,
        year: car.year,
        km: car.km,
        created: doc.numbers.created_at_timestamp ?? 0,
        rank: doc.customRank,
        text: [...doc.words, ...doc.codes].join(" "),
        tokens: [...doc.words, ...doc.codes],
        locationId: doc.locationId ?? -1,
        point: place ? { lat: place.lat, lon: place.long } : null
      }
    })
}

/**
 * The filters no facet engine has natively (text by word prefix, numeric ranges, distance), as a
 * predicate over documents, or `null` when the query has none.
 */
export function documentPredicate(query: StockQuery): ((doc: PeerDocument) => boolean) | null {
  const words = queryWords(query.query)
  const price = query.ranges.price
  const { location } = query
  const origin = location.lat !== null && location.lng !== null ? { lat: location.lat, long: location.lng } : null
  if (words.length === 0 && !price && origin === null) return null
  return (doc) =>
    words.every((word) => doc.tokens.some((token) => token.startsWith(word))) &&
    (!price || ((price.min === null || doc.price >= price.min) && (price.max === null || doc.price <= price.max))) &&
    (origin === null ||
      (doc.point !== null &&
        greatCircleDistanceKm(origin, { lat: doc.point.lat, long: doc.point.lon }) <= location.radiusKm))
}
