import { emptyStockQuery, type Car, type SearchScope } from "@dealer/core"
import { createStockSearchEngine } from "@dealer/search"
import { measure, type Row } from "../measure.ts"

/**
 * How long a stock change takes to become searchable: apply the change (sold, repriced,
 * deleted, re-added) and run the search that must see it, one car after another.
 */
export async function benchChangeLatency(cars: ReadonlyArray<Car>, scope: SearchScope, label: string): Promise<Row> {
  const engine = createStockSearchEngine({ listByTenant: async () => cars })
  await engine.load(scope.tenant.slug)
  let next = 0
  return measure(
    `${label}: change applied and searched (target < 1 s)`,
    async () => {
      const car = cars[(next * 7_919) % cars.length]!
      const step = next++ % 3
      if (step === 0)
        await engine.applyChange({
          kind: "upsert",
          tenantSlug: scope.tenant.slug,
          cars: [{ ...car, price: car.price + 1_000, status: "sold", sold_date: scope.now.toISOString() }]
        })
      else if (step === 1) await engine.applyChange({ kind: "remove", tenantSlug: scope.tenant.slug, carIds: [car.id] })
      else await engine.applyChange({ kind: "upsert", tenantSlug: scope.tenant.slug, cars: [car] })
      const found = await engine.search(scope, { ...emptyStockQuery, query: car.stocknum ?? "" })
      if (step === 1 && found.hits.some((hit) => hit.id === car.id)) throw new Error("a deleted car is still found")
    },
    { iterations: 150, warmup: 15 }
  )
}
