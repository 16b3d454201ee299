import {
  emptyStockResult,
  stockQueryProblem,
  type SearchScope,
  type StockChange,
  type StockChangeSink,
  type StockQuery,
  type StockResult,
  type StockSearch,
  type StockSearchOptions
} from "@dealer/core/search"
import type { Car } from "@dealer/core/stock"
import { runQuery } from "./run-query.ts"
import { TenantIndex } from "./tenant-index.ts"

/** Where the engine reads a tenant's stock from (the stock repository satisfies this). */
export interface StockSource {
  readonly listByTenant: (tenantSlug: string) => Promise<ReadonlyArray<Car>>
  /** The stored cars among these ids; without it, an ids-only change reloads the whole tenant. */
  readonly findByIds?: (tenantSlug: string, ids: ReadonlyArray<number>) => Promise<ReadonlyArray<Car>>
}

/** What an index holds and how long it took to build. */
export interface TenantIndexStats {
  readonly cars: number
  readonly buildMs: number
}

/**
 * The stock search engine: the `StockSearch` port, plus the feed that keeps its indexes current.
 * Changes apply in the order received, after any build in progress, and a search waits for the
 * changes sent before it, so a change is searchable as soon as `applyChange` resolves.
 */
export interface StockSearchEngine extends StockSearch, StockChangeSink {
  /** Builds (or rebuilds) a tenant's index from the source; searches build on first use otherwise. */
  readonly load: (tenantSlug: string) => Promise<TenantIndexStats>
  readonly upsert: (tenantSlug: string, cars: ReadonlyArray<Car>) => Promise<void>
  readonly remove: (tenantSlug: string, carIds: ReadonlyArray<number>) => Promise<void>
  readonly stats: (tenantSlug: string) => TenantIndexStats | null
}

interface TenantState {
  ready: Promise<TenantIndex>
  stats: TenantIndexStats | null
}

const invalidNow = { param: "now", message: "now must be a valid date" }

/**
 * An in-memory engine with one index per tenant (so a tenant never sees another's cars), built
 * from the stock source and kept current through `applyChange`, `upsert` and `remove`.
 *
 * @example
 * const engine = createStockSearchEngine(stockRepository)
 * await engine.load("metro-motor-group")
 * const result = await engine.search({ tenant, now: new Date() }, emptyStockQuery)
 */
export function createStockSearchEngine(source: StockSource): StockSearchEngine {
  const tenants = new Map<string, TenantState>()

  const build = (tenantSlug: string, state: TenantState, after: Promise<unknown>) => {
    const ready = after
      .catch(() => undefined)
      .then(() => source.listByTenant(tenantSlug))
      .then((cars) => {
        const started = performance.now()
        const index = TenantIndex.build(cars)
        state.stats = { cars: index.count, buildMs: performance.now() - started }
        return index
      })
    // A failed build leaves nothing to trust: the next search or change starts a fresh one.
    ready.catch(() => {
      if (tenants.get(tenantSlug) === state) tenants.delete(tenantSlug)
    })
    state.ready = ready
    return ready
  }

  const stateOf = (tenantSlug: string): TenantState => {
    let state = tenants.get(tenantSlug)
    if (!state) {
      state = { ready: Promise.resolve(new TenantIndex()), stats: null }
      tenants.set(tenantSlug, state)
      build(tenantSlug, state, Promise.resolve())
    }
    return state
  }

  const change = (tenantSlug: string, apply: (index: TenantIndex) => void | Promise<void>) => {
    const state = stateOf(tenantSlug)
    const next = state.ready.then(async (index) => {
      await apply(index)
      state.stats = { cars: index.count, buildMs: state.stats?.buildMs ?? 0 }
      return index
    })
    const before = state.ready
    // A change that fails (its source read failed) leaves the index as it was for later searches.
    state.ready = next.catch(() => before)
    return next.then(() => undefined)
  }

  const upsert = (tenantSlug: string, cars: ReadonlyArray<Car>) =>
    change(tenantSlug, (index) => cars.forEach((car) => index.upsert(car)))
  const remove = (tenantSlug: string, ids: ReadonlyArray<number>) =>
    change(tenantSlug, (index) => ids.forEach((id) => index.removeById(id)))

  const refresh = async (tenantSlug: string, ids: ReadonlyArray<number>) => {
    if (!source.findByIds) return void (await load(tenantSlug))
    const findByIds = source.findByIds
    await change(tenantSlug, async (index) => {
      const found = await findByIds(tenantSlug, ids)
      const present = new Set(found.map((car) => car.id))
      for (const id of ids) if (!present.has(id)) index.removeById(id)
      for (const car of found) index.upsert(car)
    })
  }

  const load = async (tenantSlug: string) => {
    const state = tenants.get(tenantSlug)
    if (!state) await stateOf(tenantSlug).ready
    else await build(tenantSlug, state, state.ready)
    return tenants.get(tenantSlug)?.stats ?? { cars: 0, buildMs: 0 }
  }

  const applyChange = async (stockChange: StockChange) => {
    switch (stockChange.kind) {
      case "upsert":
        return upsert(stockChange.tenantSlug, stockChange.cars)
      case "remove":
        return remove(stockChange.tenantSlug, stockChange.carIds)
      case "changed":
        return refresh(stockChange.tenantSlug, stockChange.carIds)
      case "reload":
        return void (await load(stockChange.tenantSlug))
    }
  }

  const search = async (
    scope: SearchScope,
    query: StockQuery,
    options: StockSearchOptions = {}
  ): Promise<StockResult> => {
    const started = performance.now()
    const problem = stockQueryProblem(query)
    if (problem) return emptyStockResult(query.page, problem, performance.now() - started)
    if (!(scope.now instanceof Date) || Number.isNaN(scope.now.getTime()))
      return emptyStockResult(query.page, invalidNow)
    const index = await stateOf(scope.tenant.slug).ready
    return runQuery(index, scope, query, options, started)
  }

  return { search, load, upsert, remove, applyChange, stats: (tenantSlug) => tenants.get(tenantSlug)?.stats ?? null }
}
