import fc from "fast-check"
import { emptyStockQuery, type SearchScope, type StockQuery, type StockResult } from "@dealer/core/search"
import type { Car } from "@dealer/core/stock"
import {
  exampleCar,
  exampleTenant,
  searchNowArbitrary,
  searchStockArbitrary,
  searchTenantArbitrary,
  stockQueryOverArbitrary
} from "@dealer/core/testing"
import { describe, expect, it } from "vitest"
import { referenceStockSearch, referenceTotals } from "./reference-stock-search.ts"
import { createStockSearchEngine } from "./stock-search-engine.ts"

/** Everything a search answers except the time it took. */
const comparable = (result: StockResult) => ({
  ids: result.hits.map((hit) => hit.id),
  total: result.total,
  page: result.page,
  pages: result.pages,
  facets: result.facets,
  facetStats: result.facetStats,
  error: result.error
})

/** One edit of a tenant's stock: cars upserted, or ids removed. */
type StockEdit = { readonly upsert: ReadonlyArray<Car> } | { readonly remove: ReadonlyArray<number> }

/**
 * An engine built over `initial`, searched once (so its index exists), then given the edits in
 * turn; with the cars the edits leave, for the reference to search.
 */
async function editedEngine(initial: ReadonlyArray<Car>, steps: ReadonlyArray<StockEdit>, scope: SearchScope) {
  const engine = createStockSearchEngine({ listByTenant: async () => initial })
  const current = new Map(initial.map((car) => [car.id, car]))
  await engine.search(scope, emptyStockQuery)
  for (const [index, step] of steps.entries()) {
    if ("upsert" in step) {
      // Shift ids so upserts both replace existing cars and add new ones.
      const cars = step.upsert.map((car) => ({ ...car, id: car.id + index * 3 }))
      await engine.upsert(scope.tenant.slug, cars)
      for (const car of cars) current.set(car.id, car)
    } else {
      await engine.remove(scope.tenant.slug, step.remove)
      for (const id of step.remove) current.delete(id)
    }
  }
  return { engine, cars: [...current.values()] }
}

async function expectSameAsReference(cars: ReadonlyArray<Car>, scope: SearchScope, queries: ReadonlyArray<StockQuery>) {
  const engine = createStockSearchEngine({ listByTenant: async () => cars })
  for (const query of queries) {
    expect(comparable(await engine.search(scope, query))).toEqual(comparable(referenceStockSearch(cars, scope, query)))
  }
}

const scenario = fc
  .tuple(searchStockArbitrary(60), searchTenantArbitrary, fc.array(searchNowArbitrary, { minLength: 1, maxLength: 3 }))
  .chain(([cars, tenant, nows]) =>
    fc.tuple(
      fc.constant(cars),
      fc.constant(tenant),
      fc.constant(nows),
      fc.array(stockQueryOverArbitrary(cars), { minLength: 1, maxLength: 4 })
    )
  )

describe("the engine against a brute-force reference", () => {
  it("gives the same hits, totals, facet counts and ranges for random stock, tenants, moments and queries", async () => {
    await fc.assert(
      fc.asyncProperty(scenario, async ([cars, tenant, nows, queries]) => {
        const engine = createStockSearchEngine({ listByTenant: async () => cars })
        // One engine across several moments: visibility must follow time without a rebuild.
        for (const now of nows) {
          for (const query of queries) {
            const scope = { tenant, now }
            expect(comparable(await engine.search(scope, query))).toEqual(
              comparable(referenceStockSearch(cars, scope, query))
            )
          }
        }
      }),
      { numRuns: 500 }
    )
  })

  it("stays equal to the reference after any sequence of upserts and removals", async () => {
    const edits = fc.array(
      fc.oneof(
        fc.record({ upsert: searchStockArbitrary(6) }),
        fc.record({ remove: fc.uniqueArray(fc.integer({ min: 1, max: 30 }), { maxLength: 4 }) })
      ),
      { maxLength: 6 }
    )
    await fc.assert(
      fc.asyncProperty(
        searchStockArbitrary(30),
        edits,
        searchTenantArbitrary,
        searchNowArbitrary,
        async (initial, steps, tenant, now) => {
          const scope = { tenant, now }
          const { engine, cars } = await editedEngine(initial, steps, scope)
          for (const sortBy of ["relevance", "latest", "price_asc"] as const) {
            const query = { ...emptyStockQuery, sortBy }
            expect(comparable(await engine.search(scope, query))).toEqual(
              comparable(referenceStockSearch(cars, scope, query))
            )
          }
        }
      ),
      { numRuns: 150 }
    )
  })
})

describe("filters after edits", () => {
  it("select the same cars as the reference once upserts and removals have moved slots between values", async () => {
    const edits = fc.array(
      fc.oneof(
        fc.record({ upsert: searchStockArbitrary(8) }),
        fc.record({ remove: fc.uniqueArray(fc.integer({ min: 1, max: 30 }), { maxLength: 6 }) })
      ),
      { minLength: 1, maxLength: 5 }
    )
    const edited = searchStockArbitrary(30).chain((initial) =>
      fc.tuple(
        fc.constant(initial),
        edits,
        fc.array(stockQueryOverArbitrary(initial), { minLength: 1, maxLength: 4 })
      )
    )
    await fc.assert(
      fc.asyncProperty(edited, searchTenantArbitrary, searchNowArbitrary, async ([initial, steps, queries], tenant, now) => {
        const scope = { tenant, now }
        const { engine, cars } = await editedEngine(initial, steps, scope)
        for (const query of queries) {
          expect(comparable(await engine.search(scope, query))).toEqual(
            comparable(referenceStockSearch(cars, scope, query))
          )
        }
      }),
      { numRuns: 150 }
    )
  })
})

describe("referenceTotals", () => {
  it("counts what the reference search totals, query by query", () => {
    fc.assert(
      fc.property(scenario, ([cars, tenant, nows, queries]) => {
        const scope = { tenant, now: nows[0]! }
        expect(referenceTotals(cars, scope, queries)).toEqual(
          queries.map((query) => referenceStockSearch(cars, scope, query).total)
        )
      }),
      { numRuns: 150 }
    )
  })
})

describe("exact counts on large stock", () => {
  // Enough cars that totals and facet counts pass 1,000 and the 1,999 cap of capped engines.
  const makes = ["Toyota", "Mazda", "Kia", "Ford", "Hyundai"]
  const large = Array.from({ length: 4_500 }, (_, index) =>
    exampleCar({
      id: index + 1,
      slug: `car-${index + 1}`,
      make: makes[index % makes.length]!,
      model: `Model ${index % 17}`,
      car_type: (["new", "used", "demo"] as const)[index % 3]!,
      price: 5_000 + ((index * 7_919) % 90_000),
      km: (index * 104_729) % 250_000,
      year: 2010 + (index % 17),
      stocknum: `S${10_000 + index}`,
      status: index % 11 === 0 ? "sold" : "in_stock",
      sold_date: index % 22 === 0 ? "2026-11-20T00:00:00Z" : null,
      created_at: new Date(Date.UTC(2026, 5, 1) + index * 3_600_000).toISOString()
    })
  )
  const open = { tenant: exampleTenant(), now: new Date("2026-11-22T00:00:00Z") }

  it("counts above 1,000 and 1,999 matches exactly, like the reference", async () => {
    const queries: StockQuery[] = [
      emptyStockQuery,
      { ...emptyStockQuery, filters: { make: ["Toyota", "Mazda"] }, sortBy: "price_desc", page: 40 },
      { ...emptyStockQuery, ranges: { price: { min: 10_000, max: 80_000 } }, filters: { car_type: ["new", "used"] } },
      { ...emptyStockQuery, query: "model 1", sortBy: "latest" }
    ]
    const result = await createStockSearchEngine({ listByTenant: async () => large }).search(open, emptyStockQuery)
    expect(result.total).toBeGreaterThan(1_999)
    expect(result.facets.make.every((item) => item.count > 500)).toBe(true)
    await expectSameAsReference(large, open, queries)
  })
})
