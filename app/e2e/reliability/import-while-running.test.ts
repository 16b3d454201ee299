import { spawn } from "node:child_process"
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { describe, expect, it } from "vitest"
import { siteGet } from "../../measure/site-request.ts"
import { startApp, type RunningApp } from "../app-server.ts"
import { startLeadStream } from "./lead-stream.ts"
import { expectEachLeadOnce, retryEveryAttempt, storedStreamLeads } from "./stored-leads.ts"

const repoDir = path.resolve(import.meta.dirname, "../../..")
const TENANT = "metro-motor-group"
// The stream is one client: the per-client and per-network lead limits must not refuse it.
const ENV = { NODE_ENV: "production", LEAD_LIMIT_PER_CLIENT: "100000", LEAD_LIMIT_PER_NETWORK: "100000", DATABASE_URL: "" }

/** One car no fixture has: its make is found by the search only once the import reached the engine. */
const importedCar = {
  id: 990_001,
  slug: "2023-lada-niva-990001",
  year: 2023,
  make: "Lada",
  model: "Niva",
  car_type: "used",
  status: "in_stock",
  price: 21_990,
  km: 12_000,
  created_at: "2026-11-01T10:00:00Z",
  badge: "Legend",
  images: [{ image_url: "https://img.example/990001.jpg", thumb_url: null }]
}

/** `npm run import` as an operator runs it, on the site's data folder. */
function runImport(file: string, dataDir: string): Promise<{ status: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn("npx", ["tsx", "scripts/import.ts", file, "--tenant", TENANT], {
      cwd: repoDir,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
      stdio: ["ignore", "pipe", "pipe"]
    })
    let output = ""
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()))
    child.once("exit", (status) => resolve({ status, output }))
  })
}

describe("npm run import while the site runs on the embedded database", () => {
  it("goes through the site during a lead stream: the car is served and searchable, every acknowledged lead stored once", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "dealer-import-running-"))
    const stockFile = path.join(dataDir, "lada-stock.json")
    writeFileSync(stockFile, JSON.stringify([importedCar]))
    let app: RunningApp | undefined
    try {
      app = await startApp(ENV, { dataDir })
      const running = app
      const stream = startLeadStream(() => running.port)
      await stream.until(() => stream.acknowledged().length >= 10)
      const imported = await runImport(stockFile, dataDir)
      const afterImport = stream.acknowledged().length
      await stream.until(() => stream.acknowledged().length >= afterImport + 10)
      await stream.stop()

      expect(imported.output).toContain(`is open in process`)
      expect(imported.output).toContain(
        `Imported 1 of 1 row from lada-stock.json into ${TENANT} (0 rejected): 1 changed (1 added, 0 updated), 0 unchanged`
      )
      expect(imported.status, imported.output).toBe(0)
      const car = await siteGet(running.port, `${TENANT}.localhost`, `/api/cars/${importedCar.slug}`)
      expect(car.status).toBe(200)
      const search = await siteGet(running.port, `${TENANT}.localhost`, "/api/stock/search?make=Lada")
      const hits = (JSON.parse(search.body.toString("utf8")) as { hits: Array<{ id: number }> }).hits
      expect(hits.map((hit) => hit.id)).toEqual([importedCar.id])
      expect(stream.attempts.filter((attempt) => attempt.status !== 200)).toEqual([])

      const leadIdByKey = await retryEveryAttempt(running.port, stream.attempts)
      await app.stop()
      app = undefined
      expect(readdirSync(path.join(dataDir, "import-queue"))).toEqual([])
      // Opening the folder again (and reading every lead) is the check that it is whole.
      expectEachLeadOnce(await storedStreamLeads({ dataDir: path.join(dataDir, "pglite") }), leadIdByKey)
    } finally {
      await app?.stop()
      rmSync(dataDir, { recursive: true, force: true })
    }
  }, 180_000)
})
