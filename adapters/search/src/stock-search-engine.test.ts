import { emptyLocationQuery, emptyStockQuery, PAGE_SIZE, type StockQuery } from "@dealer/core/search"
import type { Car } from "@dealer/core/stock"
import { exampleCar, exampleTenant } from "@dealer/core/testing"
import { describe, expect, it } from "vitest"
import { createStockSearchEngine } from "./stock-search-engine.ts"

const now = new Date("2026-11-22T00:00:00Z")
const brisbane = { street: null, city: "Brisbane", state: "QLD", postcode: "4000", lat: -27.4698, long: 153.0251 }
const sydney = { street: null, city: "Sydney", state: "NSW", postcode: "2000", lat: -33.8688, long: 151.2093 }
const location = (id: number, address: typeof brisbane) => ({
  id,
  name: address.city,
  slug: address.city.toLowerCase(),
  location_type: "sales",
  dealership_id: 100 + id,
  dealership_slug: address.city.toLowerCase(),
  address
})
const metro = exampleTenant({ id: 1, slug: "metro", locations: [location(1, brisbane), location(2, sydney)] })
const other = exampleTenant({ id: 2, slug: "other" })

let nextId = 1
function car(fields: Partial<typeof Car.Encoded>): Car {
  const id = nextId++
  return exampleCar({
    id,
    slug: `car-${id}`,
    badge: null,
    series: null,
    stocknum: `S${id}`,
    price: 30000,
    km: 10000,
    created_at: `2026-10-${String(10 + (id % 20)).padStart(2, "0")}T00:00:00Z`,
    location_id: 1,
    dealership_id: 101,
    ...fields
  })
}

const metroStock = [
  car({ make: "Toyota", model: "Hilux", badge: "SR5", price: 52990, stocknum: "T1234" }),
  car({ make: "Toyota", model: "RAV4", price: 41990, location_id: 2, dealership_id: 102 }),
  car({ make: "Mazda", model: "CX-5", price: 35990, car_type: "demo" }),
  car({ make: "Mazda", model: "CX-5", price: 35990, location_id: 2, dealership_id: 102 }),
  car({ make: "Kia", model: "EV6", price: 69990, car_type: "new" }),
  car({ make: "Kia", model: "Sportage", price: 0 }),
  car({ make: "Ford", model: "Ranger", show_on_dealer_website: false }),
  car({ make: "Ford", model: "Everest", status: "sold", sold_date: "2026-11-01T00:00:00Z" })
]
const stock: Record<string, ReadonlyArray<Car>> = {
  metro: metroStock,
  other: [car({ make: "Holden", model: "Commodore" })]
}
const engine = createStockSearchEngine({ listByTenant: async (slug) => stock[slug] ?? [] })
const search = (query: Partial<StockQuery>, tenant = metro) =>
  engine.search({ tenant, now }, { ...emptyStockQuery, ...query })
const makes = (hits: ReadonlyArray<Car>) => hits.map((hit) => hit.make)

describe("the stock search engine", () => {
  it("shows only the tenant's own visible cars", async () => {
    const result = await search({})
    expect(result.total).toBe(6)
    expect(makes(result.hits)).not.toContain("Ford")
    expect(makes((await search({}, other)).hits)).toEqual(["Holden"])
  })

  it("filters by facets (OR within one, AND across them) and numeric ranges", async () => {
    expect((await search({ filters: { make: ["Mazda"] } })).total).toBe(2)
    expect((await search({ filters: { make: ["Toyota", "Kia"], model: ["RAV4", "EV6"] } })).total).toBe(2)
    const midRange = await search({ ranges: { price: { min: 36000, max: 60000 } } })
    expect(midRange.hits.map((hit) => hit.price).sort()).toEqual([41990, 52990])
  })

  it("counts each facet ignoring its own selection but respecting the others", async () => {
    const result = await search({ filters: { make: ["Toyota"] }, ranges: { price: { min: 30000, max: null } } })
    expect(result.facets.make).toEqual([
      { label: "Kia", value: "Kia", count: 1 },
      { label: "Mazda", value: "Mazda", count: 2 },
      { label: "Toyota", value: "Toyota", count: 2 }
    ])
    expect(result.facets.model.map((item) => item.value)).toEqual(["Hilux", "RAV4"])
    expect(result.facets.car_type).toEqual([{ label: "Used", value: "used", count: 2 }])
    expect(result.facetStats.price).toEqual({ min: 41990, max: 52990 })
  })

  it("keeps a selected value listed even when nothing has it", async () => {
    const result = await search({ filters: { make: ["Lada"] } })
    expect(result.total).toBe(0)
    expect(result.facets.make.find((item) => item.value === "Lada")).toEqual({ label: "Lada", value: "Lada", count: 0 })
  })

  it("finds free text by prefix, with a typo on longer words, and an exact stock number first", async () => {
    expect((await search({ query: "hilux sr" })).hits.map((hit) => hit.badge)).toEqual(["SR5"])
    expect((await search({ query: "toyta" })).total).toBe(2)
    expect((await search({ query: "2022 maz" })).total).toBe(2)
    expect((await search({ query: "nothing" })).total).toBe(0)
    expect((await search({ query: "t-1234" })).hits[0]?.stocknum).toBe("T1234")
  })

  it("ranks by custom_rank, then the better text match, then newest", async () => {
    const ranked = [
      car({ make: "Toyota", model: "Hiluxe", custom_rank: 5, created_at: "2026-11-01T00:00:00Z" }),
      car({ make: "Toyota", model: "Hilux", custom_rank: 5, created_at: "2026-10-01T00:00:00Z" }),
      car({ make: "Toyota", model: "Hilix", custom_rank: 5, created_at: "2026-11-02T00:00:00Z" }),
      car({ make: "Toyota", model: "Hilux", custom_rank: 9, created_at: "2026-09-01T00:00:00Z" })
    ]
    const local = createStockSearchEngine({ listByTenant: async () => ranked })
    const result = await local.search({ tenant: metro, now }, { ...emptyStockQuery, query: "hilux" })
    expect(result.hits.map((hit) => hit.id)).toEqual([ranked[3]!.id, ranked[1]!.id, ranked[0]!.id, ranked[2]!.id])
    const unranked = await local.search({ tenant: metro, now }, emptyStockQuery)
    expect(unranked.hits.map((hit) => hit.id)).toEqual([ranked[3]!.id, ranked[2]!.id, ranked[0]!.id, ranked[1]!.id])
  })

  it("sorts by price both ways with a stable tie-break, and newest first", async () => {
    // Lowest Price lists priced cars first; a car without a listed price follows them.
    const ascending = (await search({ sortBy: "price_asc" })).hits.map((hit) => hit.price)
    expect(ascending).toEqual([35990, 35990, 41990, 52990, 69990, 0])
    const descending = await search({ sortBy: "price_desc" })
    expect(descending.hits.map((hit) => hit.price)).toEqual([69990, 52990, 41990, 35990, 35990, 0])
    const tied = descending.hits.filter((hit) => hit.price === 35990).map((hit) => hit.id)
    expect(tied).toEqual([...tied].sort((a, b) => a - b))
    const latest = (await search({ sortBy: "latest" })).hits.map((hit) => hit.created_at)
    expect(latest).toEqual([...latest].sort().reverse())
  })

  it("leaves unpriced cars out of lowest price first where the tenant asks", async () => {
    const strict = exampleTenant({ id: 1, slug: "metro", stock: { price_ascending_requires_price: true } })
    expect((await search({ sortBy: "price_asc" }, strict)).hits.map((hit) => hit.price)).not.toContain(0)
    expect((await search({ sortBy: "price_desc" }, strict)).total).toBe(6)
  })

  it("searches one location, one dealership, or within a radius of a point", async () => {
    expect((await search({ location: { ...emptyLocationQuery, locationId: 2 } })).total).toBe(2)
    expect(
      (await search({ location: { ...emptyLocationQuery, locationId: 102, locationType: "dealership" } })).total
    ).toBe(2)
    const nearBrisbane = { ...emptyLocationQuery, lat: -27.5, lng: 153.0, radiusKm: 50 }
    expect((await search({ location: nearBrisbane })).total).toBe(4)
    expect((await search({ location: { ...nearBrisbane, radiusKm: 1000 } })).total).toBe(6)
  })

  it("merges new and demo where the tenant says so", async () => {
    const merging = { ...metro, search: { ...metro.search, merge_new_and_demo: true } }
    const result = await search({ filters: { car_type: ["new"] } }, merging)
    expect(result.total).toBe(2)
    expect(result.facets.car_type).toEqual([
      { label: "New & Demo", value: "new", count: 2 },
      { label: "Used", value: "used", count: 4 }
    ])
  })

  it("pages by 21 with an exact total, every car once", async () => {
    const many = Array.from({ length: 50 }, (_, index) => car({ model: `Model ${index}` }))
    const paged = createStockSearchEngine({ listByTenant: async () => many })
    const scope = { tenant: metro, now }
    const third = await paged.search(scope, { ...emptyStockQuery, page: 3 })
    expect(third).toMatchObject({ total: 50, pages: 3, page: 3 })
    expect(third.hits).toHaveLength(50 - 2 * PAGE_SIZE)
    const pages = await Promise.all([1, 2, 3].map((page) => paged.search(scope, { ...emptyStockQuery, page })))
    expect(new Set(pages.flatMap((page) => page.hits.map((hit) => hit.id))).size).toBe(50)
    expect((await paged.search(scope, { ...emptyStockQuery, page: 1_000_000_000 })).hits).toEqual([])
  })

  it("answers a bad query with an empty page naming the problem, never an exception", async () => {
    const bad: ReadonlyArray<Partial<StockQuery>> = [
      { page: 0 },
      { ranges: { price: { min: 9, max: 1 } } },
      { filters: { wheels: ["4"] } as StockQuery["filters"] },
      { query: "x".repeat(10_240) }
    ]
    for (const query of bad) {
      const result = await search(query)
      expect(result.total).toBe(0)
      expect(result.error?.param).toBeTruthy()
    }
    expect((await search({ query: "\u0000🚗\u202e" })).error).toBeNull()
    expect((await engine.search({ tenant: metro, now: new Date(Number.NaN) }, emptyStockQuery)).error?.param).toBe(
      "now"
    )
  })

  it("hides a sold car once its days in search are over, with the same index", async () => {
    const sold = car({ make: "Subaru", model: "Outback", status: "sold", sold_date: "2026-11-20T00:00:00Z" })
    const local = createStockSearchEngine({ listByTenant: async () => [sold] })
    const at = (date: string) => local.search({ tenant: metro, now: new Date(date) }, emptyStockQuery)
    expect((await at("2026-11-22T00:00:00Z")).total).toBe(1)
    expect((await at("2026-11-24T00:00:00Z")).total).toBe(0)
    expect((await at("2026-11-21T00:00:00Z")).total).toBe(1)
  })
})

describe("keeping the index current", () => {
  it("makes an inserted, updated, sold or deleted car searchable as soon as the change is applied", async () => {
    const stored = new Map<number, Car>(metroStock.map((item) => [item.id, item]))
    const live = createStockSearchEngine({
      listByTenant: async () => [...stored.values()],
      findByIds: async (_slug, ids) => ids.flatMap((id) => (stored.has(id) ? [stored.get(id)!] : []))
    })
    const count = async (query: Partial<StockQuery> = {}) =>
      (await live.search({ tenant: metro, now }, { ...emptyStockQuery, ...query })).total
    await live.load("metro")
    expect(await count()).toBe(6)

    const added = car({ make: "Subaru", model: "Forester" })
    await live.upsert("metro", [added])
    expect(await count({ filters: { make: ["Subaru"] } })).toBe(1)

    await live.applyChange({ kind: "upsert", tenantSlug: "metro", cars: [{ ...added, model: "Outback" }] })
    expect(await count({ filters: { model: ["Forester"] } })).toBe(0)
    expect(await count({ query: "outback" })).toBe(1)

    const hilux = metroStock[0]!
    stored.set(hilux.id, { ...hilux, status: "sold", sold_date: "2026-11-10T00:00:00Z" })
    await live.applyChange({ kind: "changed", tenantSlug: "metro", carIds: [hilux.id] })
    expect(await count({ query: "hilux" })).toBe(0)

    stored.delete(metroStock[1]!.id)
    await live.applyChange({ kind: "changed", tenantSlug: "metro", carIds: [metroStock[1]!.id] })
    await live.remove("metro", [added.id])
    expect(await count()).toBe(4)
    expect(live.stats("metro")?.cars).toBe(7)

    await live.applyChange({ kind: "reload", tenantSlug: "metro" })
    expect(await count()).toBe(4)
  })

  it("reloads the tenant for an ids-only change when the source cannot read by id", async () => {
    const cars = [car({ make: "Volvo", model: "XC60" })]
    const plain = createStockSearchEngine({ listByTenant: async () => cars })
    expect((await plain.search({ tenant: metro, now }, emptyStockQuery)).total).toBe(1)
    cars.push(car({ make: "Volvo", model: "XC40" }))
    await plain.applyChange({ kind: "changed", tenantSlug: "metro", carIds: [cars[1]!.id] })
    expect((await plain.search({ tenant: metro, now }, emptyStockQuery)).total).toBe(2)
  })

  it("keeps searching the index as it was when a change cannot be read", async () => {
    const cars = [car({ make: "Volvo", model: "XC90" })]
    const failing = createStockSearchEngine({
      listByTenant: async () => cars,
      findByIds: async () => {
        throw new Error("database down")
      }
    })
    await failing.load("metro")
    await expect(failing.applyChange({ kind: "changed", tenantSlug: "metro", carIds: [cars[0]!.id] })).rejects.toThrow(
      "database down"
    )
    expect((await failing.search({ tenant: metro, now }, emptyStockQuery)).total).toBe(1)
  })

  it("retries a build that failed", async () => {
    let calls = 0
    const flaky = createStockSearchEngine({
      listByTenant: async () => {
        calls++
        if (calls === 1) throw new Error("database down")
        return [car({ make: "Skoda", model: "Octavia" })]
      }
    })
    await expect(flaky.search({ tenant: metro, now }, emptyStockQuery)).rejects.toThrow("database down")
    expect((await flaky.search({ tenant: metro, now }, { ...emptyStockQuery, query: "škoda" })).total).toBe(1)
  })
})
