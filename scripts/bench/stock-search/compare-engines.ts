import type { Car, SearchScope } from "@dealer/core"
import { measure, type Row } from "../measure.ts"
import type { BenchEngine, EngineUnderTest } from "./bench-engine.ts"
import { settledMemory } from "./heap.ts"
import { QUERY_MIX } from "./query-mix.ts"

/** One engine's figures at one stock size. */
export interface EngineFigures {
  readonly engine: EngineUnderTest
  readonly buildMs: number
  /** Heap plus array buffers retained by the built engine. */
  readonly memoryBytes: number
  /** Per query kind, in `QUERY_MIX` order. */
  readonly rows: ReadonlyArray<Row>
}

export interface SamplingPlan {
  readonly iterations: number
  readonly warmup: number
  readonly budgetMs: number
  /**
   * Samples per query kind taken whatever the budget, rounded up to whole rounds of the kind's
   * queries so each query weighs the same in the percentiles.
   */
  readonly minSamples: number
}

const wholeRounds = (samples: number, queries: number) => Math.ceil(samples / queries) * queries

/**
 * Builds an engine over the cars (timed, with the memory it retains) and times every kind of the
 * query mix, cycling through its queries; runs `whileBuilt` on it, then lets the engine go so the
 * next one starts clean.
 */
export async function figuresOf(
  engine: EngineUnderTest,
  cars: ReadonlyArray<Car>,
  scope: SearchScope,
  plan: SamplingPlan,
  label: string,
  whileBuilt?: (built: BenchEngine) => Promise<void>
): Promise<EngineFigures> {
  const memoryBefore = settledMemory()
  const started = performance.now()
  let built: Awaited<ReturnType<EngineUnderTest["build"]>> | null = await engine.build(cars, scope)
  const buildMs = performance.now() - started
  const memoryBytes = settledMemory() - memoryBefore
  const rows: Row[] = []
  for (const [kind, queries] of QUERY_MIX) {
    let next = 0
    const run = built.run
    const minIterations = wholeRounds(plan.minSamples, queries.length)
    rows.push(
      await measure(`${label}: ${engine.name}, ${kind}`, () => run(queries[next++ % queries.length]!), {
        ...plan,
        iterations: Math.max(plan.iterations, minIterations),
        minIterations
      })
    )
  }
  await whileBuilt?.(built)
  built = null
  return { engine, buildMs, memoryBytes, rows }
}
