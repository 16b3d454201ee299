import {
  emptyResultFacets,
  emptyResultFacetStats,
  facetValueLabel,
  type FacetItem,
  type FilterFacet,
  type RangeFilter,
  type StockQuery,
  type StockResult
} from "@dealer/core/search"
import type { Car } from "@dealer/core/stock"
import { defaultTexts } from "@dealer/core/tenant"

const car = (
  id: number,
  make: string,
  model: string,
  fields: Pick<Car, "year" | "price" | "km" | "car_type" | "body">
): Car => ({
  id,
  slug: `${fields.year}-${make}-${model}-${id}`.toLowerCase(),
  make,
  model,
  status: "in_stock",
  created_at: "2026-09-01T00:00:00Z",
  ...fields
})

/** A small yard of cars the stories and tests search through. */
export const storyCars: ReadonlyArray<Car> = [
  car(1, "Toyota", "Hilux", { year: 2022, price: 52_990, km: 31_200, car_type: "used", body: "Ute" }),
  car(2, "Toyota", "Corolla", { year: 2024, price: 33_490, km: 12, car_type: "new", body: "Hatch" }),
  car(3, "Toyota", "RAV4", { year: 2021, price: 38_750, km: 58_400, car_type: "used", body: "SUV" }),
  car(4, "Mazda", "CX-5", { year: 2023, price: 41_990, km: 8_900, car_type: "demo", body: "SUV" }),
  car(5, "Mazda", "BT-50", { year: 2019, price: 29_500, km: 96_300, car_type: "used", body: "Ute" }),
  car(6, "Kia", "Sportage", { year: 2024, price: 44_990, km: 10, car_type: "new", body: "SUV" }),
  car(7, "Kia", "Cerato", { year: 2018, price: 15_990, km: 121_700, car_type: "used", body: "Sedan" }),
  car(8, "Hyundai", "i30", { year: 2020, price: 21_450, km: 64_100, car_type: "used", body: "Hatch" })
]

const FACETS: ReadonlyArray<FilterFacet> = ["make", "car_type", "body"]
const RANGES: ReadonlyArray<RangeFilter> = ["price", "year", "km"]

const facetValue = (item: Car, facet: FilterFacet): string | null =>
  facet === "make" ? item.make : facet === "car_type" ? item.car_type : facet === "body" ? (item.body ?? null) : null

const rangeValue = (item: Car, range: RangeFilter): number | null =>
  range === "price" ? item.price : range === "year" ? item.year : range === "km" ? item.km : null

/** Whether a car matches a query, leaving one facet or range out (for that facet's own counts). */
function matches(item: Car, query: StockQuery, leaveOut: string | null = null): boolean {
  const text = query.query.trim().toLowerCase()
  if (text && !`${item.year} ${item.make} ${item.model}`.toLowerCase().includes(text)) return false
  const facetsMatch = FACETS.every((facet) => {
    const selected = query.filters[facet] ?? []
    return facet === leaveOut || selected.length === 0 || selected.includes(facetValue(item, facet) ?? "")
  })
  return (
    facetsMatch &&
    RANGES.every((range) => {
      const min = query.ranges[range]?.min ?? null
      const max = query.ranges[range]?.max ?? null
      const value = rangeValue(item, range) ?? 0
      return range === leaveOut || ((min === null || value >= min) && (max === null || value <= max))
    })
  )
}

function counts(query: StockQuery, facet: FilterFacet): ReadonlyArray<FacetItem> {
  const values = storyCars.filter((item) => matches(item, query, facet)).map((item) => facetValue(item, facet))
  return [...new Set(values)]
    .filter((value): value is string => value !== null)
    .sort()
    .map((value) => ({
      value,
      label: facetValueLabel(facet, value, { mergeNewAndDemo: false, texts: defaultTexts }),
      count: values.filter((other) => other === value).length
    }))
}

function stats(query: StockQuery, range: RangeFilter) {
  const values = storyCars.filter((item) => matches(item, query, range)).map((item) => rangeValue(item, range) ?? 0)
  return values.length > 0 ? { min: Math.min(...values), max: Math.max(...values) } : null
}

/**
 * Answers a query over `storyCars` as the search engine would: disjunctive counts and ranges, one
 * page of up to `pageSize` cars.
 *
 * @example
 * storySearch({ ...emptyStockQuery, filters: { make: ["Kia"] } }).total // 2
 */
export function storySearch(query: StockQuery, pageSize = 21): StockResult {
  const order = query.sortBy === "price_asc" ? 1 : query.sortBy === "price_desc" ? -1 : 0
  const hits = storyCars.filter((item) => matches(item, query)).sort((a, b) => order * (a.price - b.price))
  const pages = Math.max(1, Math.ceil(hits.length / pageSize))
  return {
    hits: hits.slice((query.page - 1) * pageSize, query.page * pageSize),
    total: hits.length,
    page: query.page,
    pages,
    facets: { ...emptyResultFacets, ...Object.fromEntries(FACETS.map((facet) => [facet, counts(query, facet)])) },
    facetStats: {
      ...emptyResultFacetStats,
      ...Object.fromEntries(RANGES.map((range) => [range, stats(query, range)]))
    },
    ms: 1,
    error: null
  }
}
