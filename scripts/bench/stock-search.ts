import { emptyStockQuery, resolveTenant, type StockQuery } from "@dealer/core"
import { DEFAULT_NOW, generateStock, loadFixtures } from "@dealer/fixtures"
import { createMemoryStockSearch } from "@dealer/search"
import { measure, measureOnce, type Row } from "./measure.ts"

// Larger stock gets fewer warm-up runs and a time budget per query, keeping the run near two minutes.
const SIZES = [
  { count: 1_000, warmup: 30 },
  { count: 10_000, warmup: 10 },
  { count: 50_000, warmup: 3 }
] as const
const SEARCHES = 300
const BUDGET_MS = 8_000

const QUERIES: ReadonlyArray<readonly [string, Partial<StockQuery>]> = [
  ["no filter", {}],
  ["make", { make: ["Toyota"] }],
  ["make + price range", { make: ["Toyota"], price: { min: 20_000, max: 50_000 } }],
  ['text "hilux sr"', { query: "hilux sr" }],
  ["price asc, page 3", { sortBy: "price_asc", page: 3 }]
]

/** The in-memory search engine over one tenant's stock scaled up to each size. */
export async function benchStockSearch(): Promise<ReadonlyArray<Row>> {
  const config = loadFixtures().tenants[0]
  if (!config) throw new Error("No fixture tenant to search")
  const scope = { tenant: resolveTenant(config), now: DEFAULT_NOW }
  const rows: Row[] = []
  for (const { count, warmup } of SIZES) {
    const label = `${count.toLocaleString("en-AU")} cars`
    const generated = await measureOnce(`${label}: generate stock`, () => generateStock(config, { count }))
    const engine = createMemoryStockSearch({ listByTenant: async () => generated.value })
    const firstSearch = await measureOnce(`${label}: first search (builds index)`, () =>
      engine.search(scope, emptyStockQuery)
    )
    rows.push(generated.row, firstSearch.row)
    for (const [name, query] of QUERIES) {
      const full = { ...emptyStockQuery, ...query }
      rows.push(
        await measure(`${label}: ${name}`, () => engine.search(scope, full), {
          iterations: SEARCHES,
          warmup,
          budgetMs: BUDGET_MS
        })
      )
    }
  }
  return rows
}
