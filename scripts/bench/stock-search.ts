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

// Our engine gets many samples; the peers, slower by far, a time budget per query kind (at
// 100,000 cars Orama takes seconds a search, so it gets one or two, already warmed up at 10,000),
// which keeps the whole of `npm run bench` within a few minutes.
const SIZES: ReadonlyArray<{ readonly count: number; readonly ours: SamplingPlan; readonly peers: SamplingPlan }> = [
  {
    count: 10_000,
    ours: { iterations: 400, warmup: 60, budgetMs: 3_000 },
    peers: { iterations: 100, warmup: 5, budgetMs: 1_500 }
  },
  {
    count: 100_000,
    ours: { iterations: 300, warmup: 30, budgetMs: 5_000 },
    peers: { iterations: 40, warmup: 0, budgetMs: 2_500 }
  }
]
const PEERS: ReadonlyArray<EngineUnderTest> = [oramaPeer, itemsjsPeer]

const targets = (count: number, ours: EngineFigures, peers: ReadonlyArray<EngineFigures>) => {
  const p95Target = count >= 100_000 ? 25 : 5
  const worst = Math.max(...ours.rows.map((row) => row.p95))
  const ratio = Math.min(...ours.rows.map((row, i) => Math.min(...peers.map((peer) => peer.rows[i]!.p95)) / row.p95))
  const lines = [
    `  every query kind p95 ≤ ${p95Target} ms: ${worst <= p95Target ? "met" : "missed"} (worst ${worst.toFixed(2)} ms)`,
    `  at least 2x faster than the faster peer on every kind: ${ratio >= 2 ? "met" : "missed"} (least ${ratio.toFixed(1)}x)`
  ]
  if (count >= 100_000)
    lines.push(
      `  index build ≤ 3 s: ${ours.buildMs <= 3_000 ? "met" : "missed"} (${(ours.buildMs / 1000).toFixed(2)} s)`
    )
  return lines.join("\n")
}

/**
 * The stock search engine beside Orama and itemsjs on the same fixture stock and query mix, at
 * 10,000 and 100,000 cars, then the geocoder. Prints the side-by-side tables; returns every
 * timing as rows for the common table.
 */
export async function benchStockSearch(): Promise<ReadonlyArray<Row>> {
  const config = loadFixtures().tenants[0]
  if (!config) throw new Error("No fixture tenant to search")
  const scope = benchScope(config)
  const rows: Row[] = []
  for (const { count, ours: ourPlan, peers: peerPlan } of SIZES) {
    const label = `${count.toLocaleString("en-AU")} cars`
    const generated = await measureOnce(`${label}: generate stock`, () => benchStock(config, count))
    rows.push(generated.row)
    const ours = await figuresOf(ourEngine, generated.value, scope, ourPlan, label)
    const peers: EngineFigures[] = []
    for (const peer of PEERS) peers.push(await figuresOf(peer, generated.value, scope, peerPlan, label))
    for (const figures of [ours, ...peers]) {
      rows.push({
        name: `${label}: ${figures.engine.name}, index build`,
        opsPerIteration: count,
        iterations: 1,
        mean: figures.buildMs,
        p50: figures.buildMs,
        p95: figures.buildMs,
        p99: figures.buildMs
      })
      rows.push(...figures.rows)
    }
    console.log(comparisonTable(`Stock search, ${label} (${config.slug})`, ours, peers))
    console.log(`Targets at ${label}:\n${targets(count, ours, peers)}\n`)
    if (count >= 100_000) rows.push(await benchChangeLatency(generated.value, scope, label))
  }
  rows.push(...(await benchGeocoder(config)))
  return rows
}
