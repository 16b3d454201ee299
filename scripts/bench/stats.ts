/** Summary figures of one measured operation; times in milliseconds. */
export interface Summary {
  readonly iterations: number
  readonly mean: number
  readonly p50: number
  readonly p95: number
  readonly p99: number
}

/** The nearest-rank percentile (0-100) of samples already sorted ascending. */
export function percentile(sorted: ReadonlyArray<number>, p: number): number {
  if (sorted.length === 0) return Number.NaN
  const rank = Math.ceil((p / 100) * sorted.length)
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] ?? Number.NaN
}

/** Mean and tail percentiles of a set of timings. */
export function summarize(samples: ReadonlyArray<number>): Summary {
  const sorted = [...samples].sort((a, b) => a - b)
  const mean = sorted.reduce((sum, sample) => sum + sample, 0) / Math.max(1, sorted.length)
  return {
    iterations: sorted.length,
    mean,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99)
  }
}
