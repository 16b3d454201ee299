import { emptyStockQuery, PAGE_SIZE, type StockQuery } from "@dealer/core/search"
import type { Car } from "@dealer/core/stock"
import { exampleCar, exampleTenant } from "@dealer/core/testing"
import { describe, expect, it } from "vitest"
import { createMemoryStockSearch } from "./memory-stock-search.ts"

const now = new Date("2026-11-22T00:00:00Z")
const metro = exampleTenant({ id: 1, slug: "metro" })
const other = exampleTenant({ id: 2, slug: "other" })

let nextId = 1
function car(fields: Partial<typeof Car.Encoded>): Car {
  const id = nextId++
  return exampleCar({ id, slug: `car-${id}`, badge: null, series: null, price: 30000, km: 10000, created_at: "2026-10-01T00:00:00Z", ...fields })
}

const metroStock = [
  car({ make: "Toyota", model: "Hilux", badge: "SR5", price: 52990 }),
  car({ make: "Toyota", model: "RAV4", price: 41990 }),
  car({ make: "Mazda", model: "CX-5", price: 35990 }),
  car({ make: "Mazda", model: "CX-5", price: 35990 }),
  car({ make: "Kia", model: "EV6", price: 69990, car_type: "new" }),
  car({ make: "Kia", model: "Sportage", price: 0 }),
  car({ make: "Ford", model: "Ranger", show_on_dealer_website: false }),
  car({ make: "Ford", model: "Everest", status: "sold", sold_date: "2026-11-01T00:00:00Z" })
]
const stock: Record<string, ReadonlyArray<Car>> = {
  metro: metroStock,
  other: [car({ make: "Holden", model: "Commodore" })]
}
const engine = createMemoryStockSearch({ listByTenant: async (slug) => stock[slug] ?? [] })
const search = (query: Partial<StockQuery>, tenant = metro) => engine.search({ tenant, now }, { ...emptyStockQuery, ...query })

describe("memory stock search", () => {
  it("shows only the tenant's visible cars", async () => {
    const result = await search({})
    expect(result.total).toBe(6)
    expect(result.hits.map((hit) => hit.make)).not.toContain("Ford")
    expect((await search({}, other)).hits.map((hit) => hit.make)).toEqual(["Holden"])
  })

  it("filters by make, model and price range", async () => {
    expect((await search({ make: ["Mazda"] })).total).toBe(2)
    expect((await search({ make: ["Toyota", "Kia"], model: ["RAV4", "EV6"] })).total).toBe(2)
    const midRange = await search({ price: { min: 36000, max: 60000 } })
    expect(midRange.hits.map((hit) => hit.price).sort()).toEqual([41990, 52990])
  })

  it("counts each facet ignoring its own selection but respecting the others", async () => {
    const result = await search({ make: ["Toyota"], price: { min: 30000, max: null } })
    expect(result.facets.make).toEqual([
      { label: "Kia", value: "Kia", count: 1 },
      { label: "Mazda", value: "Mazda", count: 2 },
      { label: "Toyota", value: "Toyota", count: 2 }
    ])
    expect(result.facets.model.map((item) => item.value)).toEqual(["Hilux", "RAV4"])
  })

  it("matches free text by word prefix across year, make, model and badge", async () => {
    expect((await search({ query: "hilux sr" })).hits.map((hit) => hit.badge)).toEqual(["SR5"])
    expect((await search({ query: "2022 toy" })).total).toBe(2)
    expect((await search({ query: "nothing" })).total).toBe(0)
  })

  it("sorts by price both ways with a stable tie-break", async () => {
    const ascending = (await search({ sortBy: "price_asc" })).hits.map((hit) => hit.price)
    expect(ascending).toEqual([0, 35990, 35990, 41990, 52990, 69990])
    const descending = await search({ sortBy: "price_desc" })
    expect(descending.hits.map((hit) => hit.price)).toEqual([69990, 52990, 41990, 35990, 35990, 0])
    const tied = descending.hits.filter((hit) => hit.price === 35990).map((hit) => hit.id)
    expect(tied).toEqual([...tied].sort((a, b) => a - b))
  })

  it("pages by 21 with an exact total", async () => {
    const many = Array.from({ length: 50 }, (_, index) => car({ model: `Model ${index}` }))
    const paged = createMemoryStockSearch({ listByTenant: async () => many })
    const scope = { tenant: metro, now }
    const third = await paged.search(scope, { ...emptyStockQuery, page: 3 })
    expect(third).toMatchObject({ total: 50, pages: 3, page: 3 })
    expect(third.hits).toHaveLength(50 - 2 * PAGE_SIZE)
    const pages = await Promise.all([1, 2, 3].map((page) => paged.search(scope, { ...emptyStockQuery, page })))
    expect(new Set(pages.flatMap((page) => page.hits.map((hit) => hit.id))).size).toBe(50)
  })

  it("reports the price range of the matching cars", async () => {
    expect((await search({ make: ["Mazda", "Kia"] })).facetStats.price).toEqual({ min: 35990, max: 69990 })
  })
})
