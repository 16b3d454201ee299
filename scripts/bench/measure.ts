import { summarize, type Summary } from "./stats.ts"

/** One line of a results table. */
export interface Row extends Summary {
  readonly name: string
  /** How many operations one iteration performs (a pass over many cars counts each car). */
  readonly opsPerIteration: number
}

export interface MeasureOptions {
  readonly iterations: number
  /** Untimed runs first, so the JIT and caches settle before sampling. */
  readonly warmup?: number
  readonly opsPerIteration?: number
  /** Stop sampling early once this much time is spent, so slow operations keep the run short. */
  readonly budgetMs?: number
  /** Samples taken even past the budget, so a slow operation's percentiles rest on enough of them. */
  readonly minIterations?: number
}

/**
 * Times each iteration of `run` separately, after a warm-up; reports how many iterations ran.
 *
 * @example
 * const row = await measure("search", () => engine.search(scope, query), { iterations: 300 })
 */
export async function measure(name: string, run: () => unknown, options: MeasureOptions): Promise<Row> {
  for (let i = 0; i < (options.warmup ?? Math.ceil(options.iterations / 10)); i++) await run()
  const samples: number[] = []
  const deadline = performance.now() + (options.budgetMs ?? Number.POSITIVE_INFINITY)
  const least = Math.max(1, options.minIterations ?? 1)
  while (samples.length < options.iterations && (samples.length < least || performance.now() < deadline)) {
    const started = performance.now()
    await run()
    samples.push(performance.now() - started)
  }
  return { name, opsPerIteration: options.opsPerIteration ?? 1, ...summarize(samples) }
}

/** Times a one-off step (seeding, generating) that cannot be repeated on the same state. */
export async function measureOnce<T>(name: string, run: () => T | Promise<T>): Promise<{ row: Row; value: T }> {
  const started = performance.now()
  const value = await run()
  return { row: { name, opsPerIteration: 1, ...summarize([performance.now() - started]) }, value }
}
