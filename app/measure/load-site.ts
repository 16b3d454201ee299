/**
 * `npm run load`: builds and serves the site as `npm start` does (embedded database), then puts
 * 50 concurrent connections on each of five targets for 20 s with autocannon and prints a table:
 * requests per second, latency p50/p99, answers by status class, socket errors, and for the lead
 * POSTs whether every acknowledged lead was stored exactly once. `--duration S` and
 * `--connections N` change the load; `--no-build` serves the last build.
 */
import { randomUUID } from "node:crypto"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import autocannon from "autocannon"
import { openDatabase } from "@dealer/postgres"
import { leadBody } from "../app/test/lead-bodies.ts"
import { buildApp, startApp } from "../e2e/app-server.ts"
import { loadRow, printLoadTable, type LoadRow } from "./load-table.ts"
import { siteGet } from "./site-request.ts"

const option = (name: string, fallback: number) => {
  const index = process.argv.indexOf(name)
  return index === -1 ? fallback : Number(process.argv[index + 1])
}
const duration = option("--duration", 20)
const connections = option("--connections", 50)
const host = "metro-motor-group.localhost"

interface Facets {
  readonly makes: ReadonlyArray<string>
  readonly slug: string
}

async function stockFacets(port: number): Promise<Facets> {
  const answer = await siteGet(port, host, "/api/stock/search")
  const result = JSON.parse(answer.body.toString("utf8")) as {
    hits: Array<{ slug: string }>
    facets: Record<string, Array<{ value: string }> | undefined>
  }
  const makes = (result.facets["make"] ?? []).map((facet) => facet.value)
  const slug = result.hits[0]?.slug
  if (!slug || makes.length === 0) throw new Error("The site lists no stock to load")
  return { makes, slug }
}

const pick = <T>(items: ReadonlyArray<T>): T => items[Math.floor(Math.random() * items.length)] as T

/** A search query string of random filters, as shoppers combine them (the search URL state). */
function randomFilters(makes: ReadonlyArray<string>): string {
  const query = new URLSearchParams()
  if (Math.random() < 0.7) query.append("make", pick(makes))
  if (Math.random() < 0.2) query.append("make", pick(makes))
  if (Math.random() < 0.4) query.set("price", `${pick([0, 10_000, 20_000])}-${pick([30_000, 50_000, 80_000])}`)
  if (Math.random() < 0.3) query.set("km", `0-${pick([20_000, 60_000, 120_000])}`)
  if (Math.random() < 0.5) query.set("sortBy", pick(["relevance", "latest", "price_asc", "price_desc"]))
  if (Math.random() < 0.3) query.set("page", String(pick([2, 3])))
  return query.toString()
}

function run(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    const instance = autocannon(options, (error, result) => (error ? reject(error) : resolve(result)))
    autocannon.track(instance, { renderProgressBar: false, renderResultsTable: false, renderLatencyTable: false })
  })
}

async function main() {
  if (!process.argv.includes("--no-build")) buildApp()
  const dataDir = mkdtempSync(path.join(tmpdir(), "dealer-load-"))
  const app = await startApp(
    {
      NODE_ENV: "production",
      // The load measures throughput and durability, not the limiter: one client sends every lead.
      LEAD_LIMIT_PER_CLIENT: "100000000",
      LEAD_LIMIT_PER_NETWORK: "100000000"
    },
    { dataDir }
  )
  const rows: LoadRow[] = []
  const acknowledged: number[] = []
  const base = { url: `http://127.0.0.1:${app.port}`, connections, duration, headers: { host: `${host}:${app.port}` } }
  try {
    const { makes, slug } = await stockFacets(app.port)
    rows.push(loadRow("search page (SSR)", await run({ ...base, requests: [{ path: "/search/new-used-and-demo-cars" }] })))
    rows.push(loadRow("vehicle page (SSR)", await run({ ...base, requests: [{ path: `/cars/${slug}` }] })))
    rows.push(
      loadRow(
        "search API, random filters",
        await run({ ...base, requests: [{ setupRequest: (request) => ({ ...request, path: `/api/stock/search?${randomFilters(makes)}` }) }] })
      )
    )
    const leads = await run({
      ...base,
      requests: [
        {
          method: "POST",
          setupRequest: (request) => {
            const key = randomUUID()
            return {
              ...request,
              path: "/api/leads",
              headers: {
                ...request.headers,
                origin: `http://${host}:${app.port}`,
                "content-type": "application/json",
                "idempotency-key": key
              },
              body: JSON.stringify(leadBody({ message: `load ${key}` }))
            }
          },
          onResponse: (status, body) => {
            if (status >= 200 && status < 300) acknowledged.push((JSON.parse(body) as { lead_id: number }).lead_id)
          }
        }
      ]
    })
    rows.push(loadRow("lead POSTs, unique keys", leads))
    // Mostly different pages: what rendering costs when the page cache cannot help. Last, beyond
    // the four targets of the bars, so the garbage its renders leave does not weigh on theirs.
    rows.push(
      loadRow(
        "search page (SSR), random filters",
        await run({
          ...base,
          requests: [
            { setupRequest: (request) => ({ ...request, path: `/search/new-used-and-demo-cars?${randomFilters(makes)}` }) }
          ]
        })
      )
    )
  } finally {
    await app.stop().catch(() => undefined)
  }
  printLoadTable(rows, duration, connections)
  try {
    printLeadCheck(await storedLoadLeads(dataDir), acknowledged)
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
}

/** The ids of the load's leads in the stopped server's database. */
async function storedLoadLeads(dataDir: string): Promise<number[]> {
  const db = await openDatabase({ dataDir: path.join(dataDir, "pglite") })
  try {
    const rows = await db.query<{ id: string | number }>("SELECT id FROM leads WHERE payload->>'message' LIKE 'load %'")
    return rows.map((row) => Number(row.id))
  } finally {
    await db.close()
  }
}

/**
 * Every acknowledged lead must be stored, once. Leads still in flight when the run stopped may be
 * stored without their answer having been read (a client would retry them with the same key).
 */
function printLeadCheck(stored: ReadonlyArray<number>, acknowledged: ReadonlyArray<number>) {
  const storedIds = new Set(stored)
  const missing = acknowledged.filter((id) => !storedIds.has(id)).length
  const repeated = acknowledged.length - new Set(acknowledged).size
  const unanswered = stored.length - new Set(acknowledged).size
  console.log(
    `\nLeads: ${acknowledged.length} acknowledged (2xx), ${stored.length} stored; ` +
      `${missing} acknowledged but missing, ${repeated} answered twice, ` +
      `${unanswered} stored while their answer was in flight when the run stopped.`
  )
  console.log(missing === 0 && repeated === 0 ? "Every acknowledged lead is stored exactly once." : "LEADS LOST OR DOUBLED.")
}

await main()
