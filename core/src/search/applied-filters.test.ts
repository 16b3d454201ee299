import { describe, expect, it } from "vitest"
import { defaultTexts } from "../tenant/texts.ts"
import { appliedFilters } from "./applied-filters.ts"
import { filterLabels } from "./filter-labels.ts"
import { emptyLocationQuery, emptyStockQuery, type StockQuery } from "./stock-query.ts"

const PATH = "/search/new-used-and-demo-cars"
const context = { mergeNewAndDemo: false, texts: defaultTexts }
const query: StockQuery = {
  ...emptyStockQuery,
  query: "sr5",
  filters: { make: ["Toyota", "Mazda"], car_type: ["used"], tag: ["EOFY"] },
  ranges: { price: { min: 20_000, max: null }, km: { min: null, max: 60_000 }, year: { min: 2018, max: 2022 } },
  location: { ...emptyLocationQuery, lat: -27.47, lng: 153.02, radiusKm: 100, userLocation: "Brisbane QLD 4000" },
  sortBy: "price_asc",
  page: 3
}

describe("filterLabels", () => {
  it("names each filter in the listing's words, in the listing's order", () => {
    expect(filterLabels(query, context).map((filter) => filter.label)).toEqual([
      "\u201csr5\u201d",
      "Make: Toyota",
      "Make: Mazda",
      "Condition: Used",
      "EOFY",
      "Price: from $20,000",
      "Year: 2018 to 2022",
      "Kilometres: up to 60,000 kms",
      "Within 100 km of Brisbane QLD 4000"
    ])
  })

  it("gives each filter the search without it, page dropped", () => {
    const labels = filterLabels(query, context)
    const mazda = labels.find((filter) => filter.key === "make=Mazda")!
    expect(mazda.without.filters.make).toEqual(["Toyota"])
    expect(mazda.without.page).toBe(1)
    expect(labels.find((filter) => filter.key === "price")!.without.ranges.price).toBeUndefined()
    expect(labels.find((filter) => filter.key === "location")!.without.location).toEqual(emptyLocationQuery)
    expect(labels.find((filter) => filter.key === "query")!.without.query).toBe("")
  })

  it("reads the tenant's own words", () => {
    const own = { mergeNewAndDemo: false, texts: { ...defaultTexts, makeFacetLabel: "Brand" } }
    expect(filterLabels(query, own).map((filter) => filter.label)).toEqual(
      filterLabels(query, context).map((filter) => filter.label.replace("Make:", "Brand:"))
    )
  })

  it("names a location picked by id, and no filters at all", () => {
    const atLocation = { ...emptyStockQuery, location: { ...emptyLocationQuery, locationId: 12 } }
    expect(filterLabels(atLocation, context)[0]?.label).toBe("At the selected location")
    expect(filterLabels(emptyStockQuery, context)).toEqual([])
  })
})

describe("appliedFilters", () => {
  it("links each chip to the search without it, and Clear all to none, keeping the sort", () => {
    const view = appliedFilters(PATH, query, context)
    expect(view.chips).toHaveLength(9)
    expect(view.chips[1]).toEqual({
      key: "make=Toyota",
      label: "Make: Toyota",
      removeLabel: "Remove Make: Toyota",
      href: `${PATH}?query=sr5&make=Mazda&car_type=used&tag=EOFY&price=20000-&year=2018-2022&km=-60000&lat=-27.47&lng=153.02&radius=100&userLocation=Brisbane%20QLD%204000&sortBy=price_asc`
    })
    expect(view.clearAll).toEqual({ label: "Clear all", href: `${PATH}?sortBy=price_asc` })
  })

  it("has no Clear all without filters", () => {
    expect(appliedFilters(PATH, emptyStockQuery, context)).toEqual({
      label: "Applied filters",
      chips: [],
      clearAll: null
    })
  })
})
