import type { Row } from "./measure.ts"

const HEADERS = ["operation", "iterations", "mean ms", "p50 ms", "p95 ms", "p99 ms", "ops/s"] as const

function milliseconds(value: number): string {
  return value >= 100 ? value.toFixed(1) : value >= 1 ? value.toFixed(2) : value.toFixed(4)
}

function opsPerSecond(row: Row): string {
  const perSecond = (row.opsPerIteration * 1000) / row.mean
  return perSecond < 10 ? perSecond.toFixed(2) : Math.round(perSecond).toLocaleString("en-AU")
}

function cells(row: Row): ReadonlyArray<string> {
  return [
    row.name,
    String(row.iterations),
    milliseconds(row.mean),
    milliseconds(row.p50),
    milliseconds(row.p95),
    milliseconds(row.p99),
    opsPerSecond(row)
  ]
}

/** Renders rows as a plain-text table: names left-aligned, figures right-aligned. */
export function formatTable(title: string, rows: ReadonlyArray<Row>): string {
  const lines = [HEADERS, ...rows.map(cells)]
  const widths = HEADERS.map((_, column) => Math.max(...lines.map((line) => line[column]?.length ?? 0)))
  const render = (line: ReadonlyArray<string>) =>
    line
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0)))
      .join("  ")
  const rule = "-".repeat(widths.reduce((sum, width) => sum + width, 0) + 2 * (widths.length - 1))
  return [title, rule, render(HEADERS), rule, ...rows.map((row) => render(cells(row))), ""].join("\n")
}
