import { describe, expect, it } from "vitest"
import { exampleCar, exampleTenant } from "../testing/examples.ts"
import { placeLocationQuery } from "./place-location-query.ts"
import { searchListingView } from "./search-listing-view.ts"
import { emptyLocationQuery, emptyStockQuery, type StockQuery } from "./stock-query.ts"
import { emptyResultFacets, emptyResultFacetStats, type StockResult } from "./stock-result.ts"

const path = "/search/new-used-and-demo-cars"
const tenant = exampleTenant()
const now = new Date("2026-11-22T00:00:00Z")
const item = (value: string, count: number, label = value) => ({ label, value, count })

const result = (overrides: Partial<StockResult> = {}): StockResult => ({
  hits: [
    exampleCar({ id: 1 }),
    exampleCar({ id: 2, status: "sold", sold_date: "2026-11-21T00:00:00Z" }),
    exampleCar({ id: 3, status: "sold" })
  ],
  total: 43,
  page: 2,
  pages: 3,
  facets: {
    ...emptyResultFacets,
    make: ["Kia", "Mazda", "Toyota"].map((make, index) => item(make, index + 1)),
    car_type: [item("new", 10, "New"), item("used", 33, "Used")],
    model: Array.from({ length: 40 }, (_, index) => item(`Model ${String(index).padStart(2, "0")}`, 1))
  },
  facetStats: { ...emptyResultFacetStats, year: { min: 2015, max: 2026 } },
  ms: 1,
  error: null,
  ...overrides
})

const query: StockQuery = { ...emptyStockQuery, filters: { make: ["Mazda"] }, sortBy: "latest", page: 2 }

describe("the search listing view", () => {
  const view = searchListingView({ path, query, result: result(), tenant, now })

  it("links each facet option to the search with it toggled and the page dropped", () => {
    expect(view.make.options.map(({ label, count, selected }) => [label, count, selected])).toEqual([
      ["Kia", 1, false],
      ["Mazda", 2, true],
      ["Toyota", 3, false]
    ])
    expect(view.make.options[0]?.href).toBe(`${path}?make=Mazda&make=Kia&sortBy=latest`)
    expect(view.make.options[1]?.href).toBe(`${path}?sortBy=latest`)
  })

  it("lists the listing's facets in order, models at most 30", () => {
    expect(view.facets.map((facet) => facet.label)).toEqual([
      "Condition",
      "Make",
      "Model",
      "Body Type",
      "Fuel Type",
      "Transmission",
      "Drive Type",
      "Colour",
      "Seats",
      "Location"
    ])
    expect(view.facets.find((facet) => facet.name === "model")?.options).toHaveLength(30)
    expect(view.make.list.toggle).toBeNull()
  })

  it("collapses a run of sold cars to its first (section 4, Search state)", () => {
    expect(view.cards.map((card) => card.id)).toEqual([1, 2])
  })

  it("counts the cars, pages and sort with the specification's texts", () => {
    expect(view.countText).toBe("Show Me 43 cars")
    expect(view.pagination).toEqual({
      text: "Page 2 of 3",
      previous: { label: "Previous", page: 1, href: `${path}?make=Mazda&sortBy=latest` },
      next: { label: "Next", page: 3, href: `${path}?make=Mazda&sortBy=latest&page=3` },
      pages: [
        { kind: "page", page: 1, label: "Page 1", href: `${path}?make=Mazda&sortBy=latest`, current: false },
        { kind: "page", page: 2, label: "Page 2", href: `${path}?make=Mazda&sortBy=latest&page=2`, current: true },
        { kind: "page", page: 3, label: "Page 3", href: `${path}?make=Mazda&sortBy=latest&page=3`, current: false }
      ]
    })
    expect(view.resultCount).toEqual({ text: "43 cars", count: 43, numbered: true, before: "", after: " cars" })
    expect(view.sort.keep).toEqual([["make", "Mazda"]])
    expect(view.sort.options.find((option) => option.selected)?.label).toBe("Latest")
  })

  it("shows the summed count above the 1999 cap (section 4, Count)", () => {
    const capped = searchListingView({
      path,
      query: emptyStockQuery,
      result: result({
        total: 2000,
        facets: { ...emptyResultFacets, car_type: [item("new", 1500), item("used", 2400)] }
      }),
      tenant,
      now
    })
    expect(capped.countText).toBe("Show Me 3900 cars")
  })

  it("gives the sliders their bounds, steps and a way to clear them", () => {
    const ranged = searchListingView({
      path,
      query: { ...emptyStockQuery, ranges: { year: { min: 2018, max: null } } },
      result: result(),
      tenant,
      now
    })
    expect(ranged.ranges.map(({ name, bounds, step, clearHref }) => [name, bounds, step, clearHref])).toEqual([
      ["price", { min: 0, max: 100_000 }, 500, null],
      ["year", { min: 2015, max: 2026 }, 1, path],
      ["km", null, 1, null]
    ])
  })

  it("offers the radius options with the chosen one selected, and a picked place", () => {
    const place = placeLocationQuery(
      { kind: "suburb", label: "Brisbane QLD 4000", lat: -27.47, lng: 153.02, postcode: "4000", state: "QLD" },
      100
    )
    const located = searchListingView({
      path,
      query: { ...emptyStockQuery, location: place },
      result: result(),
      tenant,
      now
    })
    expect(located.location.radius.map((option) => option.value)).toEqual([25, 50, 75, 100, 150, 250, 500, 750, 1000])
    expect(located.location.radius.find((option) => option.selected)?.label).toBe("Within 100 km")
    expect(located.location.userLocation).toBe("Brisbane QLD 4000")
    expect(located.location.placeholder).toBe("Postcode, city or dealership name")
    expect(located.location.clearHref).toBe(path)
    expect(located.location.point).toEqual({ lat: -27.47, lng: 153.02 })
    expect(view.location.clearHref).toBeNull()
    expect(view.location.form).toEqual({ action: path, keep: [["make", "Mazda"], ["sortBy", "latest"]] })
  })

  it("names a typed place the geocoder could not find, keeping it in the box", () => {
    const lost = searchListingView({ path, query, result: result(), tenant, now, placeNotFound: "Atlantis" })
    expect(lost.location.notFound).toBe("We couldn't find Atlantis. Try a postcode or suburb.")
    expect(lost.location.userLocation).toBe("Atlantis")
  })

  it("says what the results are and how many: one car, twelve caravans", () => {
    const one = searchListingView({ path, query, result: result({ total: 1 }), tenant, now })
    expect([one.countText, one.resultCount.text]).toEqual(["Show Me 1 car", "1 car"])
    const caravans = searchListingView({
      path,
      query,
      result: result({ total: 12, facets: { ...result().facets, item_type: [item("caravan", 12)] } }),
      tenant,
      now
    })
    expect(caravans.countText).toBe("Show Me 12 caravans")
    expect(caravans.showMe).toMatchObject({ before: "Show Me ", count: 12, after: " caravans" })
    const none = searchListingView({
      path,
      query,
      result: result({ total: 0, hits: [] }),
      tenant: exampleTenant({ search: { vehicle_kind: "caravan" } }),
      now
    })
    expect(none.countText).toBe("Show Me 0 caravans")
  })

  it("shows the empty card with Clear Filters when nothing matches", () => {
    const empty = searchListingView({
      path,
      query,
      result: result({ hits: [], total: 0, page: 1, pages: 1 }),
      tenant,
      now
    })
    expect(empty.empty).toEqual({
      title: "No Results Available",
      message: "No results found for your search at this time. Please try adjusting the filters for more results.",
      action: "Clear Filters",
      href: path
    })
  })

  it("sends Previous back to the last page from a page past the end", () => {
    const past = searchListingView({
      path,
      query: { ...emptyStockQuery, page: 1_000_000_000 },
      result: result({ hits: [], page: 1_000_000_000, pages: 3 }),
      tenant,
      now
    })
    expect(past.pagination.previous).toMatchObject({ page: 3, href: `${path}?page=3` })
    expect(past.pagination.next.href).toBeNull()
  })
})

describe("a picked place as the search location", () => {
  it("searches a dealership's location, or within the radius of a suburb", () => {
    const dealership = {
      name: "Metro Toyota",
      locationId: 11,
      dealershipId: 101,
      slug: "metro-toyota",
      lat: -27.6,
      lng: 153.1
    }
    expect(
      placeLocationQuery({ kind: "dealership", label: "Metro Toyota", lat: -27.6, lng: 153.1, dealership })
    ).toEqual({
      ...emptyLocationQuery,
      locationId: 11,
      locationType: "location",
      userLocation: "Metro Toyota"
    })
  })
})
