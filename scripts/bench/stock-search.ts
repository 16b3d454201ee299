import { loadFixtures } from "@dealer/fixtures"
import { measureOnce, type Row } from "./measure.ts"
import type { EngineUnderTest } from "./stock-search/bench-engine.ts"
import { benchScope, benchStock } from "./stock-search/bench-stock.ts"
import { comparisonTable } from "./stock-search/comparison-table.ts"
import { figuresOf, type EngineFigures, type SamplingPlan } from "./stock-search/compare-engines.ts"
import { benchChangeLatency } from "./stock-search/change-latency.ts"
import { benchGeocoder } from "./stock-search/geocoder-bench.ts"
import { itemsjsPeer } from "./stock-search/itemsjs-peer.ts"
import { oramaPeer } from "./stock-search/orama-peer.ts"
import { ourEngine } from "./stock-search/our-engine.ts"
import { referenceCheck, type ReferenceCheck } from "./stock-search/reference-check.ts"

interface BenchSize {
  readonly count: number
  readonly ours: SamplingPlan
  /** Each peer with its own plan; none at a million cars, where a peer would take hours. */
  readonly peers: ReadonlyArray<readonly [EngineUnderTest, SamplingPlan]>
  /** Random queries whose totals are checked against the brute-force count (beside the mix). */
  readonly checkedQueries: number
  readonly targets: { readonly p95Ms: number; readonly buildMs?: number; readonly memoryBytes?: number }
}

// Our engine gets many samples. The peers get a time budget per query kind but at least a few
// whole rounds of its queries: itemsjs, the faster peer on most kinds, enough that a rerun gives
// the same ratio; Orama, seconds a search at 100,000 cars, three or four, already warmed up at
// 10,000. A million cars only with BENCH_SEARCH_1M=1 (about three more minutes), and only ours.
const SIZES: ReadonlyArray<BenchSize> = [
  {
    count: 10_000,
    ours: { iterations: 600, warmup: 60, budgetMs: 3_000, minSamples: 100 },
    peers: [
      [oramaPeer, { iterations: 100, warmup: 5, budgetMs: 1_500, minSamples: 12 }],
      [itemsjsPeer, { iterations: 100, warmup: 5, budgetMs: 1_500, minSamples: 40 }]
    ],
    checkedQueries: 0,
    targets: { p95Ms: 5 }
  },
  {
    count: 100_000,
    ours: { iterations: 1_000, warmup: 50, budgetMs: 5_000, minSamples: 200 },
    peers: [
      [oramaPeer, { iterations: 40, warmup: 0, budgetMs: 2_500, minSamples: 3 }],
      [itemsjsPeer, { iterations: 60, warmup: 3, budgetMs: 4_000, minSamples: 24 }]
    ],
    checkedQueries: 100,
    targets: { p95Ms: 3, buildMs: 3_000 }
  },
  ...(process.env.BENCH_SEARCH_1M === "1"
    ? [
        {
          count: 1_000_000,
          ours: { iterations: 400, warmup: 20, budgetMs: 4_000, minSamples: 60 },
          peers: [],
          checkedQueries: 100,
          targets: { p95Ms: 25, buildMs: 10_000, memoryBytes: 2 ** 30 }
        }
      ]
    : [])
]

const met = (ok: boolean) => (ok ? "met" : "missed")

function targetLines(size: BenchSize, ours: EngineFigures, peers: ReadonlyArray<EngineFigures>, check?: ReferenceCheck) {
  const { p95Ms, buildMs, memoryBytes } = size.targets
  const worst = Math.max(...ours.rows.map((row) => row.p95))
  const lines = [`  every query kind p95 ≤ ${p95Ms} ms: ${met(worst <= p95Ms)} (worst ${worst.toFixed(2)} ms)`]
  if (peers.length > 0) {
    const ratio = Math.min(...ours.rows.map((row, i) => Math.min(...peers.map((peer) => peer.rows[i]!.p95)) / row.p95))
    lines.push(`  at least 2x faster than the faster peer on every kind: ${met(ratio >= 2)} (least ${ratio.toFixed(1)}x)`)
  }
  if (buildMs !== undefined)
    lines.push(`  index build ≤ ${buildMs / 1000} s: ${met(ours.buildMs <= buildMs)} (${(ours.buildMs / 1000).toFixed(2)} s)`)
  if (memoryBytes !== undefined)
    lines.push(
      `  heap plus array buffers ≤ ${(memoryBytes / 2 ** 30).toFixed(0)} GiB: ${met(ours.memoryBytes <= memoryBytes)}` +
        ` (${(ours.memoryBytes / 2 ** 20).toFixed(0)} MiB)`
    )
  if (check)
    lines.push(
      `  exact totals against the brute-force count: ${met(check.mismatches === 0)}` +
        ` (${check.mismatches} mismatches in ${check.queries} queries, checked in ${(check.ms / 1000).toFixed(1)} s)`
    )
  return lines.join("\n")
}

const buildRow = (label: string, count: number, figures: EngineFigures): Row => ({
  name: `${label}: ${figures.engine.name}, index build`,
  opsPerIteration: count,
  iterations: 1,
  mean: figures.buildMs,
  p50: figures.buildMs,
  p95: figures.buildMs,
  p99: figures.buildMs
})

/**
 * The stock search engine beside Orama and itemsjs on the same fixture stock and query mix, at
 * 10,000 and 100,000 cars (and alone at 1,000,000 with BENCH_SEARCH_1M=1), its totals checked
 * against the brute-force count, then the geocoder. Prints the side-by-side tables; returns every
 * timing as rows for the common table.
 */
export async function benchStockSearch(): Promise<ReadonlyArray<Row>> {
  const config = loadFixtures().tenants[0]
  if (!config) throw new Error("No fixture tenant to search")
  const scope = benchScope(config)
  const rows: Row[] = []
  for (const size of SIZES) {
    const { count } = size
    const label = `${count.toLocaleString("en-AU")} cars`
    const generated = await measureOnce(`${label}: generate stock`, () => benchStock(config, count))
    rows.push(generated.row)
    let check: ReferenceCheck | undefined
    const ours = await figuresOf(ourEngine, generated.value, scope, size.ours, label, async (built) => {
      if (size.checkedQueries > 0) check = await referenceCheck(built, generated.value, scope, size.checkedQueries)
    })
    const peers: EngineFigures[] = []
    for (const [peer, plan] of size.peers) peers.push(await figuresOf(peer, generated.value, scope, plan, label))
    for (const figures of [ours, ...peers]) rows.push(buildRow(label, count, figures), ...figures.rows)
    console.log(comparisonTable(`Stock search, ${label} (${config.slug})`, ours, peers))
    console.log(`Targets at ${label}:\n${targetLines(size, ours, peers, check)}\n`)
    if (count === 100_000) rows.push(await benchChangeLatency(generated.value, scope, label))
  }
  rows.push(...(await benchGeocoder(config)))
  return rows
}
