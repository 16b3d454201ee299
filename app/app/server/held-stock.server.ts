import type { Car } from "@dealer/core"
import type { StockSearchEngine, StockSource } from "@dealer/search"

/** One tenant's cars as the search engine holds them, by slug and by id. */
interface TenantCars {
  readonly bySlug: Map<string, Car>
  readonly byId: Map<number, Car>
}

/**
 * The cars this process's search engine holds, looked up by slug: the same car objects its index
 * is built from, updated by the same reads and changes. A vehicle page reads its car here instead
 * of asking the database on every render.
 */
export interface HeldStock {
  /**
   * The tenant's stored car with this slug (any status: sold and hidden cars too, as the database
   * answers), null when it has none, or undefined while the engine holds no stock of that tenant
   * (not built yet, or its build failed): the caller asks the database then.
   */
  readonly findBySlug: (tenantSlug: string, slug: string) => Car | null | undefined
}

/**
 * Wraps the search engine's stock source and the engine so that every car the engine reads (a
 * tenant's build, the cars of a change notice) or is given (upsert, remove) also lands in a
 * slug index, in the same order. The database stays the source of truth: nothing is held that
 * the engine did not read from it.
 *
 * @example
 * const held = holdStock(repositories.stock)
 * const engine = held.engine(createStockSearchEngine(held.source))
 * held.stock.findBySlug("metro-motor-group", "2021-toyota-corolla-12") // Car | null | undefined
 */
export function holdStock(source: StockSource): {
  readonly source: StockSource
  readonly engine: (engine: StockSearchEngine) => StockSearchEngine
  readonly stock: HeldStock
} {
  const tenants = new Map<string, TenantCars>()

  const put = (cars: TenantCars, car: Car) => {
    const old = cars.byId.get(car.id)
    if (old && old.slug !== car.slug && cars.bySlug.get(old.slug) === old) cars.bySlug.delete(old.slug)
    cars.byId.set(car.id, car)
    cars.bySlug.set(car.slug, car)
  }
  const drop = (cars: TenantCars, id: number) => {
    const old = cars.byId.get(id)
    if (!old) return
    cars.byId.delete(id)
    if (cars.bySlug.get(old.slug) === old) cars.bySlug.delete(old.slug)
  }
  const upsert = (tenantSlug: string, found: ReadonlyArray<Car>) => {
    const cars = tenants.get(tenantSlug)
    if (cars) for (const car of found) put(cars, car)
  }
  const remove = (tenantSlug: string, ids: ReadonlyArray<number>) => {
    const cars = tenants.get(tenantSlug)
    if (cars) for (const id of ids) drop(cars, id)
  }

  const wrapped: StockSource = {
    listByTenant: async (tenantSlug) => {
      const cars = await source.listByTenant(tenantSlug).catch((error: unknown) => {
        // The engine drops a tenant whose build failed: nothing of it is held until the next build.
        tenants.delete(tenantSlug)
        throw error
      })
      const held: TenantCars = { bySlug: new Map(), byId: new Map() }
      for (const car of cars) put(held, car)
      tenants.set(tenantSlug, held)
      return cars
    },
    ...(source.findByIds
      ? {
          findByIds: async (tenantSlug: string, ids: ReadonlyArray<number>) => {
            const found = await (source.findByIds as NonNullable<StockSource["findByIds"]>)(tenantSlug, ids)
            // The engine drops the ids not found and takes the cars found: so does the slug index.
            const present = new Set(found.map((car) => car.id))
            remove(tenantSlug, ids.filter((id) => !present.has(id)))
            upsert(tenantSlug, found)
            return found
          }
        }
      : {})
  }

  const engine = (inner: StockSearchEngine): StockSearchEngine => ({
    ...inner,
    upsert: async (tenantSlug, cars) => {
      await inner.upsert(tenantSlug, cars)
      upsert(tenantSlug, cars)
    },
    remove: async (tenantSlug, ids) => {
      await inner.remove(tenantSlug, ids)
      remove(tenantSlug, ids)
    },
    applyChange: async (change) => {
      await inner.applyChange(change)
      if (change.kind === "upsert") upsert(change.tenantSlug, change.cars)
      if (change.kind === "remove") remove(change.tenantSlug, change.carIds)
    }
  })

  const stock: HeldStock = {
    findBySlug: (tenantSlug, slug) => {
      const cars = tenants.get(tenantSlug)
      return cars === undefined ? undefined : (cars.bySlug.get(slug) ?? null)
    }
  }
  return { source: wrapped, engine, stock }
}
