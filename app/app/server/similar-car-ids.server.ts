import {
  emptyStockQuery,
  PLACEHOLDER_PRICE_LIMIT,
  similarCars,
  similarPriceBand,
  type Car,
  type StockQuery,
  type Tenant
} from "@dealer/core"
import type { Services } from "./create-services.server.ts"

/** Ids the similar cars call answers at most (the page shows 6). */
export const SIMILAR_IDS_LIMIT = 10

/**
 * The ids of the cars most like this one among the tenant's visible stock (core's
 * `similarCars`): candidates are the first page of the same make and model and the first page
 * within the car's price band, each read through the search engine without facet counts.
 *
 * @example
 * await similarCarIds(services, tenant, car, now) // [100017, 100042]
 */
export async function similarCarIds(services: Services, tenant: Tenant, car: Car, now: Date): Promise<number[]> {
  const band = similarPriceBand(car.price)
  const queries: StockQuery[] = [{ ...emptyStockQuery, filters: { make: [car.make], model: [car.model] } }]
  if (car.price > PLACEHOLDER_PRICE_LIMIT) {
    queries.push({
      ...emptyStockQuery,
      ranges: { price: { min: Math.max(0, car.price - band), max: car.price + band } }
    })
  }
  const results = await Promise.all(
    queries.map((query) => services.search.search({ tenant, now }, query, { facets: [] }))
  )
  return similarCars(
    car,
    results.flatMap((result) => result.hits),
    SIMILAR_IDS_LIMIT
  ).map((similar) => similar.id)
}
