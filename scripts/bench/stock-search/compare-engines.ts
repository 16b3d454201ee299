import type { Car, SearchScope } from "@dealer/core"
import { measure, type Row } from "../measure.ts"
import type { EngineUnderTest } from "./bench-engine.ts"
import { settledHeap } from "./heap.ts"
import { QUERY_MIX } from "./query-mix.ts"

/** One engine's figures at one stock size. */
export interface EngineFigures {
  readonly engine: EngineUnderTest
  readonly buildMs: number
  readonly heapBytes: number
  /** Per query kind, in `QUERY_MIX` order. */
  readonly rows: ReadonlyArray<Row>
}

export interface SamplingPlan {
  readonly iterations: number
  readonly warmup: number
  readonly budgetMs: number
}

/**
 * Builds an engine over the cars (timed, with the heap it retains) and times every kind of the
 * query mix, cycling through its queries; then lets the engine go so the next one starts clean.
 */
export async function figuresOf(
  engine: EngineUnderTest,
  cars: ReadonlyArray<Car>,
  scope: SearchScope,
  plan: SamplingPlan,
  label: string
): Promise<EngineFigures> {
  const heapBefore = settledHeap()
  const started = performance.now()
  let built: Awaited<ReturnType<EngineUnderTest["build"]>> | null = await engine.build(cars, scope)
  const buildMs = performance.now() - started
  const heapBytes = settledHeap() - heapBefore
  const rows: Row[] = []
  for (const [kind, queries] of QUERY_MIX) {
    let next = 0
    const run = built.run
    rows.push(await measure(`${label}: ${engine.name}, ${kind}`, () => run(queries[next++ % queries.length]!), plan))
  }
  built = null
  return { engine, buildMs, heapBytes, rows }
}
