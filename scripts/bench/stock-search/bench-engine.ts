import type { Car, SearchScope, StockQuery } from "@dealer/core"

/** One search engine as the benchmark drives it: answers a query with its total. */
export interface BenchEngine {
  readonly run: (query: StockQuery) => Promise<number>
}

/** How to build an engine over some cars, and how it differs from ours where it must. */
export interface EngineUnderTest {
  readonly name: string
  readonly notes: string
  readonly build: (cars: ReadonlyArray<Car>, scope: SearchScope) => Promise<BenchEngine>
}
