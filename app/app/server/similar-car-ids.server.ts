import { similarCarQueries, similarCars, type Car, type Tenant } from "@dealer/core"
import type { Services } from "./create-services.server.ts"

/**
 * The ids of the cars most like this one among the tenant's visible stock (core's
 * `similarCars`, at most 6): candidates are the first pages of core's `similarCarQueries` (the
 * same make and model, the car's price band), each read through the search engine without facet
 * counts.
 *
 * @example
 * await similarCarIds(services, tenant, car, now) // [100017, 100042]
 */
export async function similarCarIds(services: Services, tenant: Tenant, car: Car, now: Date): Promise<number[]> {
  return (await similarStock(services, tenant, car, now)).map((similar) => similar.id)
}

/**
 * The cars themselves, as the search engine holds them (its hits are whole cars, kept current
 * from the database by the stock change notices): the vehicle page reads no car again.
 *
 * @example
 * await similarStock(services, tenant, car, now) // [Car, Car]
 */
export async function similarStock(services: Services, tenant: Tenant, car: Car, now: Date): Promise<ReadonlyArray<Car>> {
  const results = await Promise.all(
    similarCarQueries(car).map((query) => services.search.search({ tenant, now }, query, { facets: [] }))
  )
  return similarCars(car, results.flatMap((result) => result.hits))
}
