import { pageCount, PAGE_SIZE, type SearchScope, type StockSearch } from "@dealer/core/search"
import { isVisibleInSearch, type Car } from "@dealer/core/stock"
import { facetCounts } from "./facet-counts.ts"
import { passesFilters, type IndexedCar } from "./filter-cars.ts"
import { sortCars } from "./sort-cars.ts"
import { searchableWords } from "./text-match.ts"

function rangeOf(values: ReadonlyArray<number>) {
  if (values.length === 0) return null
  return values.reduce((range, value) => ({ min: Math.min(range.min, value), max: Math.max(range.max, value) }), {
    min: Number.POSITIVE_INFINITY,
    max: Number.NEGATIVE_INFINITY
  })
}

/** Where the engine reads a tenant's stock from (the stock repository satisfies this). */
export interface StockSource {
  readonly listByTenant: (tenantSlug: string) => Promise<ReadonlyArray<Car>>
}

export interface MemoryStockSearch extends StockSearch {
  /** Drops a tenant's index so the next search reads its stock afresh. */
  readonly invalidate: (tenantSlug: string) => void
}

/**
 * A first stock search engine: an in-memory index per tenant, filtered and counted exactly.
 *
 * @example
 * const engine = createMemoryStockSearch(stockRepository)
 * const result = await engine.search({ tenant, now: new Date() }, emptyStockQuery)
 */
export function createMemoryStockSearch(source: StockSource): MemoryStockSearch {
  const indexes = new Map<string, Promise<ReadonlyArray<IndexedCar>>>()

  const indexFor = (tenantSlug: string) => {
    let index = indexes.get(tenantSlug)
    if (!index) {
      index = source.listByTenant(tenantSlug).then((cars) => cars.map((car) => ({ car, words: searchableWords(car) })))
      index.catch(() => indexes.delete(tenantSlug))
      indexes.set(tenantSlug, index)
    }
    return index
  }

  return {
    invalidate: (tenantSlug) => void indexes.delete(tenantSlug),
    search: async ({ tenant, now }: SearchScope, query) => {
      const started = performance.now()
      const visibility = { now, includeSoldCarsDays: tenant.include_sold_cars_days }
      const visible = (await indexFor(tenant.slug)).filter((entry) => isVisibleInSearch(entry.car, visibility))
      const matching = visible.filter((entry) => passesFilters(entry, query))
      const sorted = sortCars(
        matching.map((entry) => entry.car),
        query.sortBy
      )
      const prices = matching.map((entry) => entry.car.price).filter((price) => price > 0)
      return {
        hits: sorted.slice((query.page - 1) * PAGE_SIZE, query.page * PAGE_SIZE),
        total: sorted.length,
        page: query.page,
        pages: pageCount(sorted.length),
        facets: {
          make: facetCounts(visible.filter((entry) => passesFilters(entry, query, "make")).map((entry) => entry.car.make)),
          model: facetCounts(visible.filter((entry) => passesFilters(entry, query, "model")).map((entry) => entry.car.model)),
          car_type: facetCounts(
            visible.filter((entry) => passesFilters(entry, query, "carType")).map((entry) => entry.car.car_type)
          )
        },
        facetStats: { price: rangeOf(prices) },
        ms: performance.now() - started
      }
    }
  }
}
