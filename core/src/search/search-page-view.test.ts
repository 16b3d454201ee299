import { describe, expect, it } from "vitest"
import { exampleCar, exampleTenant } from "../testing/examples.ts"
import { searchPageView } from "./search-page-view.ts"
import { emptyStockQuery, type StockQuery } from "./stock-query.ts"
import { emptyResultFacets, emptyResultFacetStats, type StockResult } from "./stock-result.ts"

const now = new Date("2026-11-22T00:00:00Z")
const item = (value: string, count: number) => ({ label: value, value, count })
const result = (overrides: Partial<StockResult> = {}): StockResult => ({
  hits: Array.from({ length: 10 }, (_, index) => exampleCar({ id: index + 1 })),
  total: 30,
  page: 2,
  pages: 2,
  facets: { ...emptyResultFacets, make: [item("Kia", 20), item("Mazda", 10)] },
  facetStats: emptyResultFacetStats,
  ms: 1,
  error: null,
  ...overrides
})
const query: StockQuery = { ...emptyStockQuery, sortBy: "latest", page: 2 }
const tenant = exampleTenant({ promotions: { promo_nodes: [{ node: "we-want-your-car", position: 3 }] } })
const view = (path: string, scope: Parameters<typeof searchPageView>[0]["scope"], overrides: Partial<StockResult> = {}) =>
  searchPageView({ path, scope, query, result: result(overrides), tenant, now, roll: 0, siteUrl: "https://example.test/" })

describe("a search page's view", () => {
  const make = view("/search/kia", { kind: "make", make: "Kia" })

  it("names the page after its path and writes its head tags", () => {
    expect(make.heading).toBe("Kia Cars for Sale")
    expect(make.meta.title).toBe("Kia Cars for Sale - Page 2 | Example Motors")
    expect(make.meta.description).toContain("Browse 30 Kia Cars for Sale at Example Motors.")
    expect(make.meta.canonical).toBe("https://example.test/search/kia?page=2")
    expect(view("/search/used-cars", { kind: "condition", conditions: ["used"] }, { page: 1 }).meta).toMatchObject({
      title: "Used Cars | Example Motors",
      canonical: "https://example.test/search/used-cars"
    })
    expect(view("/search/new-and-demo-cars", { kind: "condition", conditions: ["new", "demo"] }).heading).toBe(
      "New and Demo Cars"
    )
  })

  it("names the page in the words for what its results are: caravans, motorcycles, or vehicles for a mix", () => {
    const kinds = (...pairs: ReadonlyArray<readonly [string, number]>) => ({
      page: 1,
      total: pairs.reduce((sum, [, count]) => sum + count, 0),
      facets: { ...emptyResultFacets, item_type: pairs.map(([kind, count]) => item(kind, count)) }
    })
    const all = view("/used-car/new-used-and-demo-cars", { kind: "all" }, kinds(["caravan", 12]))
    expect(all.heading).toBe("New, Used and Demo Caravans")
    expect(all.title).toBe("New, Used and Demo Caravans")
    expect(all.meta.title).toBe("New, Used and Demo Caravans | Example Motors")
    expect(all.meta.description).toContain("Browse 12 New, Used and Demo Caravans at Example Motors.")
    expect(view("/used-car/new-used-and-demo-cars", { kind: "all" }, kinds(["caravan", 53], ["motorcycle", 50])).heading).toBe(
      "New, Used and Demo Vehicles"
    )
    expect(view("/used-car/used-cars", { kind: "condition", conditions: ["used"] }, kinds(["caravan", 20])).heading).toBe("Used Caravans")
    expect(view("/used-car/yamaha", { kind: "make", make: "Yamaha" }, kinds(["motorcycle", 29])).heading).toBe(
      "Yamaha Motorcycles for Sale"
    )
    const dealership = { kind: "dealership", name: "Sunseeker Caravans", locationNames: [] } as const
    expect(view("/used-car/sunseeker-caravans", dealership, kinds(["caravan", 53])).heading).toBe("Caravans for Sale at Sunseeker Caravans")
    // Cars stay cars: typed "car", untyped, or none found on a car dealer's site.
    expect(view("/search/new-used-and-demo-cars", { kind: "all" }, kinds(["car", 30])).heading).toBe("New, Used and Demo Cars")
    expect(view("/search/new-used-and-demo-cars", { kind: "all" }).heading).toBe("New, Used and Demo Cars")
    expect(view("/search/new-used-and-demo-cars", { kind: "all" }, { hits: [], total: 0 }).heading).toBe("New, Used and Demo Cars")
  })

  it("takes the tenant's own words for a kind, and its own heading text", () => {
    const words = exampleTenant({ texts: { vehicleWordCaravans: "RVs", searchTitle: "All our {Vehicles}" } })
    const page = searchPageView({
      path: "/search/new-used-and-demo-cars",
      scope: { kind: "all" },
      query,
      result: result({ facets: { ...emptyResultFacets, item_type: [item("caravan", 30)] } }),
      tenant: words,
      now,
      roll: 0,
      siteUrl: "https://example.test/"
    })
    expect(page.heading).toBe("All our RVs")
  })

  it("shows the path's make as picked, and unpicking it leads to the default search", () => {
    const kia = make.make.options.find((option) => option.value === "Kia")
    expect(kia?.selected).toBe(true)
    expect(kia?.href).toBe("/search/new-used-and-demo-cars?sortBy=latest")
    expect(make.make.options.find((option) => option.value === "Mazda")?.href).toBe(
      "/search/new-used-and-demo-cars?make=Kia&make=Mazda&sortBy=latest"
    )
    expect(make.filterAction).toBe("/search/new-used-and-demo-cars")
    expect(make.rangeKeep["price"]).toEqual([
      ["make", "Kia"],
      ["sortBy", "latest"]
    ])
  })

  it("shows the path's make as a chip leading to the default search, and keeps the search in the history", () => {
    expect(make.chips.chips.map(({ label, href }) => [label, href])).toEqual([
      ["Make: Kia", "/search/new-used-and-demo-cars?sortBy=latest"]
    ])
    expect(make.chips.clearAll).toEqual({ label: "Clear all", href: "/search/new-used-and-demo-cars?sortBy=latest" })
    expect(make.history.entry).toEqual({
      path: "/search/new-used-and-demo-cars",
      filters: { make: ["Kia"] },
      label: "Make: Kia"
    })
    expect(view("/search/new-used-and-demo-cars", { kind: "all" }).history.entry).toBeNull()
  })

  it("sends the keyword box to the default search, carrying the path's make and the sort", () => {
    expect(make.keyword).toEqual({
      action: "/search/new-used-and-demo-cars",
      keep: [
        ["make", "Kia"],
        ["sortBy", "latest"]
      ],
      query: ""
    })
  })

  it("numbers the pages on the page's own path, marking the current one", () => {
    expect(make.pagination.pages).toEqual([
      { kind: "page", page: 1, label: "Page 1", href: "/search/kia?sortBy=latest", current: false },
      { kind: "page", page: 2, label: "Page 2", href: "/search/kia?sortBy=latest&page=2", current: true }
    ])
  })

  it("keeps pages, sort and Clear Filters on the page's own path", () => {
    expect(make.pagination.previous.href).toBe("/search/kia?sortBy=latest")
    expect(make.pagination.next.href).toBeNull()
    expect(make.sort.keep).toEqual([])
    const empty = view("/search/kia", { kind: "make", make: "Kia" }, { hits: [], total: 0 })
    expect(empty.empty?.href).toBe("/search/kia")
  })

  it("words the offers page's empty state its own way and keeps its links on its path", () => {
    const offers = view("/special-offers", { kind: "offers", tags: ["Low Kms"] }, { hits: [], total: 0 })
    expect(offers.heading).toBe("Special Offers")
    expect(offers.empty?.message).toBe(
      "There appears to be no offers currently available that meet the conditions of your search"
    )
    expect(offers.filterAction).toBe("/special-offers")
  })

  it("places the configured promo card among the cards", () => {
    expect(make.entries.map((entry) => entry.kind).indexOf("promo")).toBe(3)
    expect(make.entries.find((entry) => entry.kind === "promo")).toEqual({
      kind: "promo",
      promo: { title: "We Want Your Car!", buttonText: "Get Your Valuation", href: "/sell-your-car" }
    })
  })

  it("leads the promo card where the site configures it", () => {
    const site = exampleTenant({
      promotions: { promo_nodes: [{ node: "we-want-your-car", position: 1 }], we_want_your_car_href: "/trade-in" }
    })
    const page = searchPageView({
      path: "/search/kia",
      scope: { kind: "all" },
      query,
      result: result(),
      tenant: site,
      now,
      roll: 0,
      siteUrl: "https://example.test"
    })
    expect(page.entries[1]).toMatchObject({ kind: "promo", promo: { href: "/trade-in" } })
  })

  it("draws the facets beside the make list with the site's selector, leaving out empty ones", () => {
    const facets = { ...emptyResultFacets, make: [item("Kia", 20)], body: [item("SUV", 12)], fuel: [] }
    expect(make.facetControls.map((control) => control.kind)).toEqual([])
    const menu = view("/search/kia", { kind: "make", make: "Kia" }, { facets })
    expect(menu.facetControls.map((control) => [control.kind, control.section.name])).toEqual([["menu", "body"]])
    const selectSite = exampleTenant({ search: { facet_selector: "select" } })
    const select = searchPageView({
      path: "/search/kia",
      scope: { kind: "make", make: "Kia" },
      query,
      result: result({ facets }),
      tenant: selectSite,
      now,
      roll: 0,
      siteUrl: "https://example.test"
    })
    const [control] = select.facetControls
    expect(control?.kind).toBe("select")
    if (control?.kind === "select") {
      expect(control.form.action).toBe("/search/new-used-and-demo-cars")
      expect(control.form.keep).toEqual([
        ["make", "Kia"],
        ["sortBy", "latest"]
      ])
    }
  })

  it("gives an available car with a weekly quote its finance strip, and a sold car none", () => {
    const quote = { weeklyRepaymentAmount: 112.5, advertisedRate: 6.29, comparisonRate: 8.19 }
    const hits = [
      exampleCar({ id: 1, price: 40000, youxQuote: quote }),
      exampleCar({ id: 2, price: 40000, youxQuote: quote, status: "sold" }),
      exampleCar({ id: 3, price: 40000 })
    ]
    const page = view("/search/new-used-and-demo-cars", { kind: "all" }, { hits })
    const strips = page.entries.flatMap((entry) => (entry.kind === "card" ? [entry.card.finance?.payment?.text ?? null] : []))
    expect(strips).toEqual(["$113", null, null])
  })
})
