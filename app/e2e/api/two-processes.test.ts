import { spawnSync } from "node:child_process"
import { mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { exampleCar } from "@dealer/core/testing"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { httpExchange } from "../../app/test/http-exchange.ts"
import { runDatabase } from "../../app/test/run-postgres.ts"
import { startApp, type RunningApp } from "../app-server.ts"

const repoDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..")
const host = "metro-motor-group.localhost"

let databaseUrl: string
let first: RunningApp
let second: RunningApp

interface Answer {
  readonly status: number
  readonly cookie: string | null
  readonly body: unknown
}

/**
 * A call to one app process over HTTP, as the site's own pages make it (node:http, because fetch
 * will not send the tenant's Host header).
 */
async function call(app: RunningApp, pathAndQuery: string, init: { method?: string; body?: unknown; cookie?: string } = {}) {
  const body = init.body === undefined ? undefined : JSON.stringify(init.body)
  const headers = {
    host: `${host}:${app.port}`,
    origin: `http://${host}:${app.port}`,
    ...(body === undefined ? {} : { "content-type": "application/json" }),
    ...(init.cookie ? { cookie: init.cookie } : {})
  }
  const answer = await httpExchange({ port: app.port, path: pathAndQuery, method: init.method ?? "GET", headers, ...(body === undefined ? {} : { body }) })
  const text = answer.body.toString("utf8")
  return {
    status: answer.status,
    cookie: answer.headers["set-cookie"]?.[0]?.split(";")[0] ?? null,
    body: text ? (JSON.parse(text) as unknown) : null
  } satisfies Answer
}

async function signIn(app: RunningApp, phone: string): Promise<string> {
  expect((await call(app, "/api/auth/code", { method: "POST", body: { phone } })).status).toBe(202)
  const outbox = (await call(app, "/dev/outbox")).body as {
    messages: Array<{ kind: string; payload: { to?: string; text?: string } }>
  }
  const text = outbox.messages.find((message) => message.kind === "sms")?.payload.text ?? ""
  const code = /\b(\d{6})\b/.exec(text)?.[1]
  expect(code).toBeDefined()
  const verified = await call(app, "/api/auth/verify", { method: "POST", body: { phone, code } })
  expect(verified.status).toBe(200)
  expect(verified.cookie).toBeTruthy()
  return verified.cookie ?? ""
}

async function searchTotal(app: RunningApp, query: string): Promise<number> {
  return ((await call(app, `/api/stock/search?query=${encodeURIComponent(query)}`)).body as { total: number }).total
}

// Two app processes on one PostgreSQL, as a site scales out behind a load balancer.
describe("two app processes on one PostgreSQL", () => {
  beforeAll(async () => {
    databaseUrl = await runDatabase("dealer_two_processes")
    // Development mode: the outbox page shows the sign-in code to the test.
    const env = { NODE_ENV: "development", DATABASE_URL: databaseUrl }
    first = await startApp(env)
    second = await startApp(env)
  })

  afterAll(async () => {
    await first?.stop()
    await second?.stop()
  })

  it("shows a watchlist saved through one process through the other", async () => {
    const phone = "0412345678"
    const cookie = await signIn(first, phone)
    const carId = ((await call(first, "/api/stock/search")).body as { hits: Array<{ id: number }> }).hits[0]?.id
    const saved = await call(first, "/api/watchlist/save-car", {
      method: "POST",
      body: { phone_number: phone, car_id: carId },
      cookie
    })
    expect(saved.status).toBe(200)
    const listed = await call(second, "/api/watchlist", { cookie })
    expect(listed.status).toBe(200)
    expect((listed.body as { watchlist: Array<{ id: number }> }).watchlist).toEqual([{ id: carId }])
  })

  it("makes stock imported by another process searchable in both within 1 s", async () => {
    const stocknum = "ZX90210"
    const folder = mkdtempSync(path.join(tmpdir(), "dealer-import-"))
    const file = path.join(folder, "stock.json")
    const car = exampleCar({
      id: 199_999,
      slug: "2024-toyota-hilux-sr5-zx90210",
      stocknum,
      created_at: new Date().toISOString()
    })
    writeFileSync(file, JSON.stringify([car]))
    expect(await searchTotal(first, stocknum)).toBe(0)
    try {
      const imported = spawnSync("npx", ["tsx", "scripts/import.ts", file, "--tenant", "metro-motor-group"], {
        cwd: repoDir,
        env: { ...process.env, DATABASE_URL: databaseUrl },
        encoding: "utf8"
      })
      expect(imported.status, imported.stdout + imported.stderr).toBe(0)
      const deadline = Date.now() + 1_000
      let totals = [0, 0]
      while (Date.now() < deadline && totals.some((total) => total === 0)) {
        totals = await Promise.all([searchTotal(first, stocknum), searchTotal(second, stocknum)])
        if (totals.some((total) => total === 0)) await new Promise((resolve) => setTimeout(resolve, 50))
      }
      expect(totals).toEqual([1, 1])
    } finally {
      rmSync(folder, { recursive: true, force: true })
    }
    // Starting the import script (npx, tsx) alone can take most of a minute on a busy machine.
  }, 120_000)
})
