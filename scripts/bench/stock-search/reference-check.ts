import fc from "fast-check"
import type { Car, SearchScope } from "@dealer/core"
import { stockQueryOverArbitrary } from "@dealer/core/testing"
import { referenceTotals } from "../../../adapters/search/src/reference-stock-search.ts"
import type { BenchEngine } from "./bench-engine.ts"
import { QUERY_MIX } from "./query-mix.ts"

/** How the engine's totals compared with the brute-force count. */
export interface ReferenceCheck {
  readonly queries: number
  readonly mismatches: number
  readonly ms: number
}

// The random queries draw their values from a sample of the cars; the stock repeats its
// generated blocks, so every value drawn is also in the rest.
const SAMPLED_CARS = 2_000

/**
 * The engine's totals for the query mix and `random` seeded random queries (filters, ranges,
 * text, locations, sorts, pages) against `referenceTotals`, the obvious car-by-car count.
 */
export async function referenceCheck(
  engine: BenchEngine,
  cars: ReadonlyArray<Car>,
  scope: SearchScope,
  random: number
): Promise<ReferenceCheck> {
  const started = performance.now()
  const sampled = cars.filter((_, i) => i % Math.max(1, Math.floor(cars.length / SAMPLED_CARS)) === 0)
  const queries = [
    ...QUERY_MIX.flatMap(([, kind]) => kind),
    ...fc.sample(stockQueryOverArbitrary(sampled), { numRuns: random, seed: 22 })
  ]
  const expected = referenceTotals(cars, scope, queries)
  let mismatches = 0
  for (const [i, query] of queries.entries()) if ((await engine.run(query)) !== expected[i]) mismatches++
  return { queries: queries.length, mismatches, ms: performance.now() - started }
}
