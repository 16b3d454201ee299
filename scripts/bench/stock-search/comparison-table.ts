import { formatTable } from "../table.ts"
import type { EngineFigures } from "./compare-engines.ts"
import { QUERY_MIX } from "./query-mix.ts"

const ms = (value: number) => (value >= 100 ? value.toFixed(0) : value >= 10 ? value.toFixed(1) : value.toFixed(2))
const pad = (cells: ReadonlyArray<string>, widths: ReadonlyArray<number>) =>
  cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join("  ")

/**
 * Ours beside the peers at one stock size: p50/p95 per query kind, build time and memory (heap
 * plus array buffers), and how many times faster our p95 is than the faster peer's.
 */
export function comparisonTable(title: string, ours: EngineFigures, peers: ReadonlyArray<EngineFigures>): string {
  const all = [ours, ...peers]
  const header = ["query kind", ...all.map((figures) => `${figures.engine.name} p50/p95 ms`), "faster peer p95 ÷ ours"]
  const lines = QUERY_MIX.map(([kind], i) => {
    const ourRow = ours.rows[i]!
    const bestPeer = Math.min(...peers.map((figures) => figures.rows[i]!.p95))
    return [
      kind,
      ...all.map((figures) => `${ms(figures.rows[i]!.p50)} / ${ms(figures.rows[i]!.p95)}`),
      peers.length === 0 ? "no peer" : `${(bestPeer / ourRow.p95).toFixed(1)}x`
    ]
  })
  const build = [
    "index build",
    ...all.map(
      (figures) => `${(figures.buildMs / 1000).toFixed(2)} s, ${(figures.memoryBytes / 2 ** 20).toFixed(0)} MiB`
    ),
    ""
  ]
  const widths = header.map((_, column) =>
    Math.max(...[header, ...lines, build].map((line) => line[column]?.length ?? 0))
  )
  const rule = "-".repeat(widths.reduce((sum, width) => sum + width + 2, -2))
  const notes = all.map((figures) => `  ${figures.engine.name}: ${figures.engine.notes}`)
  return [
    title,
    rule,
    pad(header, widths),
    rule,
    ...lines.map((line) => pad(line, widths)),
    pad(build, widths),
    rule,
    ...notes,
    ""
  ].join("\n")
}

export { formatTable }
