import type autocannon from "autocannon"

/** One target's figures under load. */
export interface LoadRow {
  readonly target: string
  readonly requestsPerSecond: number
  readonly p50Ms: number
  readonly p99Ms: number
  readonly answers: number
  readonly status2xx: number
  readonly status4xx: number
  readonly status5xx: number
  readonly socketErrors: number
}

/** The figures of one autocannon run. */
export function loadRow(target: string, result: autocannon.Result): LoadRow {
  return {
    target,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    answers: result.requests.total,
    status2xx: result["2xx"],
    status4xx: result["4xx"],
    status5xx: result["5xx"],
    socketErrors: result.errors + result.timeouts
  }
}

// The bars of docs/reliability.md, for the targets that have one.
const BARS: Readonly<Record<string, (row: LoadRow) => string | null>> = {
  "search page (SSR)": (row) => (row.p99Ms <= 300 ? null : `p99 ${row.p99Ms} ms > 300 ms`),
  "search API, random filters": (row) =>
    row.p99Ms > 100
      ? `p99 ${row.p99Ms} ms > 100 ms`
      : row.requestsPerSecond < 300
        ? `${row.requestsPerSecond} req/s < 300`
        : null
}

/** Prints the load table and which bars are met. */
export function printLoadTable(rows: ReadonlyArray<LoadRow>, duration: number, connections: number): void {
  console.log(`\n${connections} connections, ${duration} s per target\n`)
  console.log("| target | req/s | p50 ms | p99 ms | answers | 2xx | 4xx | 5xx | socket errors | bar |")
  console.log("|---|---|---|---|---|---|---|---|---|---|")
  for (const row of rows) {
    const general = row.status5xx > 0 || row.socketErrors > 0 ? "5xx or socket errors" : null
    const miss = general ?? BARS[row.target]?.(row) ?? null
    console.log(
      `| ${row.target} | ${row.requestsPerSecond} | ${row.p50Ms} | ${row.p99Ms} | ${row.answers} | ${row.status2xx} | ` +
        `${row.status4xx} | ${row.status5xx} | ${row.socketErrors} | ${miss === null ? "met" : `not met: ${miss}`} |`
    )
  }
}
