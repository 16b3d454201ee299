import { NEARBY_RADIUS_OPTIONS_KM } from "../locations/nearby-locations.ts"
import { PRICE_SLIDER_DEFAULT_RANGE, sliderStep, type SliderKind, type SliderRange } from "../stock/range-slider.ts"
import { fillText, type Texts } from "../tenant/texts.ts"
import { searchHref } from "./search-href.ts"
import { toggleFacetValue, withFilter, withRange } from "./stock-query-change.ts"
import { stockQueryToSearchParams, type SearchParamPairs } from "./stock-query-url.ts"
import {
  emptyLocationQuery,
  type FilterFacet,
  type NumericRange,
  type RangeFilter,
  type StockQuery
} from "./stock-query.ts"
import type { FacetItem, StockResult } from "./stock-result.ts"

/** One option of a search filter: its label, count and whether it is chosen. */
export interface FacetOptionView {
  readonly label: string
  /** What the search filters by (the label may read differently, e.g. "New" for `new`). */
  readonly value: string
  readonly count: number
  readonly selected: boolean
  /** The search with this value toggled, page dropped. */
  readonly href: string
}

/** A search filter of choices as shown: its heading and options. */
export interface FacetSectionView {
  readonly name: FilterFacet
  readonly label: string
  readonly options: ReadonlyArray<FacetOptionView>
}

/** A range filter (price, kilometres, year) as shown: its heading, bounds and chosen range. */
export interface RangeSectionView {
  readonly name: RangeFilter
  readonly label: string
  /** Where the slider's handles may move: the matching cars' range (ignoring this range's own filter). */
  readonly bounds: SliderRange | null
  readonly step: number
  readonly selected: NumericRange
  /** The search without this range, or `null` when it has none. */
  readonly clearHref: string | null
}

/** The location filter as shown: the chosen place and radius. */
export interface LocationSectionView {
  readonly title: string
  readonly placeLabel: string
  readonly placeholder: string
  readonly userLocation: string | null
  /** The searched point, sent again when only the radius changes. */
  readonly point: { readonly lat: number; readonly lng: number } | null
  readonly radiusLabel: string
  readonly radius: ReadonlyArray<{ readonly value: number; readonly label: string; readonly selected: boolean }>
  readonly applyLabel: string
  /** The place's GET form: where it goes and the other filters it carries (the place and page left out). */
  readonly form: { readonly action: string; readonly keep: SearchParamPairs }
  /** The search without the location, or `null` when it has none. */
  readonly clearHref: string | null
  readonly clearLabel: string
  /** Why the typed place is not searched (the geocoder found no such place), or `null`. */
  readonly notFound: string | null
}

/** The facets the listing offers, in order, with the text key of each heading. */
export const SEARCH_LISTING_FACETS: ReadonlyArray<readonly [FilterFacet, keyof Texts]> = [
  ["car_type", "searchFacetCondition"],
  ["make", "makeFacetLabel"],
  ["model", "searchFacetModel"],
  ["body", "searchFacetBody"],
  ["fuel", "searchFacetFuel"],
  ["transmission", "searchFacetTransmission"],
  ["drive", "searchFacetDrive"],
  ["colour", "searchFacetColour"],
  ["seats", "searchFacetSeats"],
  ["location_name", "searchFacetLocation"]
]

/** The range sliders the listing offers, in order. */
export const SEARCH_LISTING_RANGES: ReadonlyArray<readonly [RangeFilter, keyof Texts, SliderKind]> = [
  ["price", "searchFacetPrice", "price"],
  ["year", "searchFacetYear", "other"],
  ["km", "searchFacetKm", "km"]
]

/**
 * One facet's options, each linking to the search with that value toggled (page dropped).
 *
 * @example
 * import { emptyStockQuery, searchFacetOptions } from "@dealer/core/search"
 *
 * const makes = [{ label: "Kia", value: "Kia", count: 7 }]
 * searchFacetOptions("/search/new-used-and-demo-cars", emptyStockQuery, "make", makes)[0]?.href // => "/search/new-used-and-demo-cars?make=Kia"
 */
export function searchFacetOptions(
  path: string,
  query: StockQuery,
  facet: FilterFacet,
  items: ReadonlyArray<FacetItem>
): ReadonlyArray<FacetOptionView> {
  const selected = query.filters[facet] ?? []
  return items.map((item) => ({
    label: item.label,
    value: item.value,
    count: item.count,
    selected: selected.includes(item.value),
    href: searchHref(path, toggleFacetValue(query, facet, item.value))
  }))
}

/**
 * The listing's range sliders: bounds from the facet stats (the price slider falls back to
 * 0-100,000, section 9), the step of section 9, the current selection and a clearing link.
 *
 * @example
 * import { emptyStockQuery, emptyStockResult, searchRangeSections } from "@dealer/core/search"
 * import { defaultTexts } from "@dealer/core/tenant"
 *
 * searchRangeSections("/search/new-used-and-demo-cars", emptyStockQuery, emptyStockResult(1), defaultTexts)[0]?.step // => 500
 */
export function searchRangeSections(
  path: string,
  query: StockQuery,
  result: StockResult,
  texts: Texts
): ReadonlyArray<RangeSectionView> {
  return SEARCH_LISTING_RANGES.map(([name, labelKey, kind]) => {
    const stats = result.facetStats[name]
    const bounds = stats ?? (kind === "price" ? PRICE_SLIDER_DEFAULT_RANGE : null)
    const selected = query.ranges[name] ?? { min: null, max: null }
    const active = selected.min !== null || selected.max !== null
    return {
      name,
      label: texts[labelKey],
      bounds,
      step: bounds ? sliderStep(bounds, kind) : 1,
      selected,
      clearHref: active ? searchHref(path, withRange(query, name, null)) : null
    }
  })
}

/**
 * The listing's place search, "near a postcode or suburb, within N km" over the search's `lat`,
 * `lng` and `radius` (section 2; radius choices of section 9): a GET form carrying the other
 * filters, the picked place and point, and a clearing link. `notFound` names a typed place the
 * geocoder could not find (`searchPlaceNotFound`).
 *
 * @example
 * import { emptyStockQuery, searchLocationSection } from "@dealer/core/search"
 * import { defaultTexts } from "@dealer/core/tenant"
 *
 * searchLocationSection("/search/new-used-and-demo-cars", emptyStockQuery, defaultTexts).radius.find((option) => option.selected)?.value // => 50
 */
export function searchLocationSection(
  path: string,
  query: StockQuery,
  texts: Texts,
  notFound: string | null = null
): LocationSectionView {
  const { location } = query
  const active = location.locationId !== null || location.lat !== null
  const without = withFilter(query, { location: emptyLocationQuery })
  return {
    title: texts.searchNearTitle,
    placeLabel: texts.searchNearPlaceLabel,
    placeholder: texts.placePickerPlaceholder,
    userLocation: notFound ?? location.userLocation,
    point: location.lat !== null && location.lng !== null ? { lat: location.lat, lng: location.lng } : null,
    radiusLabel: texts.searchNearRadiusLabel,
    radius: NEARBY_RADIUS_OPTIONS_KM.map((value) => ({
      value,
      label: fillText(texts.searchRadiusOption, { radius: String(value) }),
      selected: value === location.radiusKm
    })),
    applyLabel: texts.searchNearApply,
    form: { action: path, keep: stockQueryToSearchParams(without) },
    clearHref: active ? searchHref(path, without) : null,
    clearLabel: texts.searchNearClear,
    notFound: notFound === null ? null : fillText(texts.searchPlaceNotFound, { place: notFound })
  }
}
