import { benchCoreRules } from "./bench/core-rules.ts"
import { machineDescription } from "./bench/machine.ts"
import type { Row } from "./bench/measure.ts"
import { benchPostgres } from "./bench/postgres.ts"
import { benchStockSearch } from "./bench/stock-search.ts"
import { formatTable } from "./bench/table.ts"

/**
 * `npm run bench`: prints timings of core rules, the stock search engine and the database
 * adapter. It only reports figures; nothing here fails on a slow result.
 */
const sections: ReadonlyArray<readonly [string, () => Promise<ReadonlyArray<Row>>]> = [
  ["Core rules over the fixture cars", benchCoreRules],
  ["Stock search engine, scaled-up fixture stock", benchStockSearch],
  ["PostgreSQL adapter on in-memory PGlite", benchPostgres]
]

console.log(`${machineDescription()}\n`)
const started = performance.now()
for (const [title, run] of sections) console.log(formatTable(title, await run()))
console.log(`total ${((performance.now() - started) / 1000).toFixed(1)} s`)
