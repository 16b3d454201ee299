import { describe, expect, it } from "vitest"
import { emptyResultFacets } from "../search/stock-result.ts"
import { stockQueryToSearchParams } from "../search/stock-query-url.ts"
import { defaultTexts } from "../tenant/texts.ts"
import { exampleTenant } from "../testing/examples.ts"
import { quickSearchCountText, quickSearchCountWords, quickSearchModelGroups, quickSearchQuery, quickSearchView } from "./home-quick-search.ts"

const item = (value: string, count: number) => ({ label: value, value, count })
const overview = {
  total: 110,
  facets: {
    ...emptyResultFacets,
    make: [item("Toyota", 6), item("Land Rover", 2), item("Kia", 4)],
    make_model: [item("Toyota Hilux", 4), item("Land Rover Defender", 2), item("Kia Sportage", 3), item("Toyota Corolla", 2), item("Kia EV6", 1)],
    car_type: [item("new", 60), item("used", 40), item("demo", 10)]
  }
}

describe("quick search", () => {
  it("offers the fields the section names, each select counting the whole stock, and Show Me N cars", () => {
    const view = quickSearchView(exampleTenant(), ["keyword", "make", "model", "price", "condition"], overview, null)
    expect(view.heading).toBe("Find Your Next Car")
    expect(view.action).toBe("/search/new-used-and-demo-cars")
    expect(view.keyword?.name).toBe("query")
    expect(view.make?.options.map((option) => option.label)).toEqual(["Kia (4)", "Land Rover (2)", "Toyota (6)"])
    expect(view.make?.anyLabel).toBe("Any Make")
    expect(view.price?.min.name).toBe("price_min")
    expect(view.price?.max.options[0]).toEqual({ value: "5000", label: "$5,000" })
    expect(view.condition?.options.map((option) => option.label)).toEqual(["New (60)", "Used (40)", "Demo (10)"])
    expect(view.countText).toBe("Show Me 110 cars")
    expect(view.countWords.vehicles.vehicleWordCaravans).toBe("caravans")
  })

  it("leaves out the fields the section does not name, and a condition with one choice", () => {
    const usedOnly = { ...overview, facets: { ...overview.facets, car_type: [item("used", 120)] } }
    const view = quickSearchView(exampleTenant(), ["keyword", "condition"], usedOnly, "Search our used cars")
    expect(view.heading).toBe("Search our used cars")
    expect([view.make, view.model, view.price, view.condition]).toEqual([null, null, null, null])
  })

  it("merges new and demo into one condition where the tenant does", () => {
    const view = quickSearchView(exampleTenant({ search: { merge_new_and_demo: true } }), ["condition"], overview, null)
    expect(view.condition?.options).toEqual([
      { value: "new", label: "New & Demo (70)" },
      { value: "used", label: "Used (40)" }
    ])
  })

  it("groups the models under their makes, a two-word make included", () => {
    expect(quickSearchModelGroups(overview.facets.make, overview.facets.make_model, defaultTexts)).toEqual([
      { make: "Kia", options: [{ value: "EV6", label: "EV6 (1)" }, { value: "Sportage", label: "Sportage (3)" }] },
      { make: "Land Rover", options: [{ value: "Defender", label: "Defender (2)" }] },
      { make: "Toyota", options: [{ value: "Corolla", label: "Corolla (2)" }, { value: "Hilux", label: "Hilux (4)" }] }
    ])
  })

  it("turns the picks into the search the search page runs, a reversed price pair put in order", () => {
    const query = quickSearchQuery({ query: " hilux ", make: "Toyota", model: "", price_min: "40000", price_max: "10000", car_type: "used" })
    expect(stockQueryToSearchParams(query)).toEqual([
      ["query", "hilux"],
      ["make", "Toyota"],
      ["car_type", "used"],
      ["price", "10000-40000"]
    ])
    expect(stockQueryToSearchParams(quickSearchQuery({}))).toEqual([])
    expect(quickSearchQuery({ price_max: "not a number" }).ranges).toEqual({})
  })

  it("counts as the listing counts: a capped total is summed from the condition counts", () => {
    const words = quickSearchCountWords(exampleTenant())
    const capped = { total: 2000, facets: { ...emptyResultFacets, car_type: [item("new", 1500), item("used", 2400)] } }
    expect(quickSearchCountText(words, capped, quickSearchQuery({}))).toBe("Show Me 3900 cars")
    expect(quickSearchCountText(words, capped, quickSearchQuery({ car_type: "used" }))).toBe("Show Me 2400 cars")
    expect(quickSearchCountText(words, { ...capped, total: 12 }, quickSearchQuery({}))).toBe("Show Me 12 cars")
  })

  it("names the vehicles by the kind the results are", () => {
    const words = quickSearchCountWords(exampleTenant())
    const caravans = { total: 1, facets: { ...emptyResultFacets, item_type: [item("caravan", 1)] } }
    expect(quickSearchCountText(words, caravans, quickSearchQuery({}))).toBe("Show Me 1 caravan")
    const mixed = { total: 9, facets: { ...emptyResultFacets, item_type: [item("caravan", 4), item("motorcycle", 5)] } }
    expect(quickSearchCountText(words, mixed, quickSearchQuery({}))).toBe("Show Me 9 vehicles")
  })
})
