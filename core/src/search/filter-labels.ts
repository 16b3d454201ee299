import { formatMoney, formatThousands } from "../pricing/money.ts"
import { fillText, type Texts } from "../tenant/texts.ts"
import { facetValueLabel } from "./facet-labels.ts"
import { SEARCH_LISTING_FACETS, SEARCH_LISTING_RANGES } from "./search-filter-sections.ts"
import { withFacetValues, withFilter, withRange } from "./stock-query-change.ts"
import {
  emptyLocationQuery,
  FILTER_FACETS,
  RANGE_FILTERS,
  type NumericRange,
  type RangeFilter,
  type StockQuery
} from "./stock-query.ts"

/** The texts that name a search's filters: the listing's headings, value labels and chip patterns. */
export type FilterLabelTexts = Texts

/** One filter of a search in words, and the search without it (page dropped). */
export interface FilterLabel {
  /** Stable within a search: `make=Kia`, `price`, `query`, `location`. */
  readonly key: string
  readonly label: string
  readonly without: StockQuery
}

const facetHeadings = /* @__PURE__ */ new Map(SEARCH_LISTING_FACETS)
const rangeHeadings = /* @__PURE__ */ new Map(/* @__PURE__ */ SEARCH_LISTING_RANGES.map(([name, text]) => [name, text]))
const MONEY_RANGES: ReadonlySet<RangeFilter> = /* @__PURE__ */ new Set(["price", "subscription_price", "weekly_price"])

function rangeValue(name: RangeFilter, value: number, texts: FilterLabelTexts): string {
  if (MONEY_RANGES.has(name)) return formatMoney(value)
  if (name === "km") return `${formatThousands(value)}${texts.kmInputSuffix}`
  return String(value)
}

function rangeLabel(name: RangeFilter, range: NumericRange, texts: FilterLabelTexts): string {
  const heading = rangeHeadings.get(name)
  const label = heading ? texts[heading] : name.replaceAll("_", " ")
  const min = range.min === null ? "" : rangeValue(name, range.min, texts)
  const max = range.max === null ? "" : rangeValue(name, range.max, texts)
  const template =
    range.min === null
      ? texts.searchChipRangeTo
      : range.max === null
        ? texts.searchChipRangeFrom
        : texts.searchChipRange
  return fillText(template, { label, min, max })
}

function locationLabel(query: StockQuery, texts: FilterLabelTexts): string {
  const { location } = query
  const place = location.userLocation ?? texts.searchChipSelectedPlace
  return location.lat !== null
    ? fillText(texts.searchChipNear, { radius: String(location.radiusKm), place })
    : fillText(texts.searchChipLocation, { place })
}

/**
 * A search's filters in words, in the order the listing shows them (the text, the facets, the
 * ranges, the place), each with the search that removes it: "Make: Kia", "Price: from $20,000",
 * "Within 50 km of Brisbane QLD 4000". Facets the listing has no heading for read as their value.
 *
 * @example
 * import { emptyStockQuery, filterLabels } from "@dealer/core/search"
 * import { defaultTexts } from "@dealer/core/tenant"
 *
 * filterLabels({ ...emptyStockQuery, filters: { make: ["Kia"] } }, { mergeNewAndDemo: false, texts: defaultTexts })[0]?.label // => "Make: Kia"
 */
export function filterLabels(
  query: StockQuery,
  context: { readonly mergeNewAndDemo: boolean; readonly texts: FilterLabelTexts }
): ReadonlyArray<FilterLabel> {
  const { texts } = context
  const labels: Array<FilterLabel> = []
  if (query.query !== "") {
    labels.push({
      key: "query",
      label: fillText(texts.searchChipQuery, { query: query.query }),
      without: withFilter(query, { query: "" })
    })
  }
  for (const facet of FILTER_FACETS) {
    const values = query.filters[facet] ?? []
    const heading = facetHeadings.get(facet)
    for (const value of values) {
      const shown = facetValueLabel(facet, value, context)
      labels.push({
        key: `${facet}=${value}`,
        label: heading ? fillText(texts.searchChipFacet, { facet: texts[heading], value: shown }) : shown,
        without: withFacetValues(
          query,
          facet,
          values.filter((other) => other !== value)
        )
      })
    }
  }
  for (const name of RANGE_FILTERS) {
    const range = query.ranges[name]
    if (!range || (range.min === null && range.max === null)) continue
    labels.push({ key: name, label: rangeLabel(name, range, texts), without: withRange(query, name, null) })
  }
  if (query.location.locationId !== null || query.location.lat !== null) {
    labels.push({
      key: "location",
      label: locationLabel(query, texts),
      without: withFilter(query, { location: emptyLocationQuery })
    })
  }
  return labels
}
