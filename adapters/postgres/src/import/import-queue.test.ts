import { readdirSync, readFileSync } from "node:fs"
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import { dirname, join } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { testCar, testTenant } from "../../test/builders.ts"
import { inMemory } from "../../test/targets.ts"
import type { Database } from "../database.ts"
import { databaseOwner, OWNER_LOCK_FILE } from "../owner-lock.ts"
import { createStockRepository } from "../stock-repository.ts"
import { createTenantRepository } from "../tenant-repository.ts"
import { formatImportReport } from "./import-report-lines.ts"
import { importNextQueued } from "./import-next-queued.ts"
import { queueEntries } from "./import-queue-layout.ts"
import { queueStockImport } from "./queue-stock-import.ts"
import { StockFileError } from "./stock-file-rows.ts"

let db: Database
let folder: string
let queue = ""
let stockFile: string

beforeAll(async () => {
  db = (await inMemory.open()).db
  await createTenantRepository(db).insertIfMissing(testTenant("acme"))
  folder = await mkdtemp(join(tmpdir(), "dealer-import-queue-"))
  stockFile = join(folder, "stock.json")
  await writeFile(stockFile, JSON.stringify([testCar(1), { ...testCar(2), year: "soon" }]))
})
afterAll(async () => {
  await db.close()
  await rm(folder, { recursive: true, force: true })
})
/** Each test its own queue folder (created by whoever writes into it first). */
const freshQueue = () => {
  queue = join(folder, `queue-${Math.random().toString(36).slice(2)}`)
}

/** A job folder written by hand, as a broken or foreign writer might leave it. */
async function handWrittenJob(id: string, files: Record<string, string>): Promise<void> {
  for (const [name, text] of Object.entries(files)) {
    await mkdir(dirname(join(queue, id, name)), { recursive: true })
    await writeFile(join(queue, id, name), text)
  }
}

/** Drains the queue as the site's job does, until `done` settles. */
async function drainUntil<T>(done: Promise<T>): Promise<T> {
  let settled = false
  void done.finally(() => (settled = true))
  while (!settled) {
    await importNextQueued(db, queue)
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
  return done
}

describe("queueStockImport and importNextQueued", () => {
  it("import a queued file through the owner's database and report as a direct import would", async () => {
    freshQueue()
    const end = await drainUntil(
      queueStockImport({ file: stockFile, tenantSlug: "acme", queue, ownerAlive: () => true, timeoutMs: 10_000, pollMs: 5 })
    )

    expect(end.kind).toBe("imported")
    if (end.kind !== "imported") return
    expect(formatImportReport(end.report)).toEqual([
      'row 2: year: Expected number, got "soon"',
      "Imported 1 of 2 rows from stock.json into acme (1 rejected): 1 changed (1 added, 0 updated), 0 unchanged"
    ])
    expect(await createStockRepository(db).findById("acme", 1)).not.toBeNull()
    expect(await readdir(queue)).toEqual([])
  })

  it("answer a malformed job with what is wrong, and go on with the next", async () => {
    freshQueue()
    const jobs = {
      "000000000000001-1-00000001": { "job.json": "{not json" },
      "000000000000002-1-00000002": { "job.json": JSON.stringify({ file: "stock.json" }) },
      "000000000000003-1-00000003": { "job.json": JSON.stringify({ tenantSlug: "acme", file: "../../etc/passwd.json" }) },
      "000000000000004-1-00000004": { "stock/stock.json": "[]" },
      "000000000000005-1-00000005": {
        "job.json": JSON.stringify({ tenantSlug: "nobody", file: "stock.json" }),
        "stock/stock.json": "[]"
      },
      "000000000000006-1-00000006": { "job.json": JSON.stringify({ tenantSlug: "acme", file: "stock.json" }) }
    }
    for (const [id, files] of Object.entries(jobs)) await handWrittenJob(id, files)
    await writeFile(join(queue, "notes.txt"), "not a job")

    const answers: string[] = []
    for (let done = await importNextQueued(db, queue); done !== null; done = await importNextQueued(db, queue)) {
      const result = JSON.parse(await readFile(queueEntries(queue, done.id).result, "utf8")) as { error: string }
      answers.push(result.error.replace(queue, "<queue>"))
    }

    expect(answers).toEqual([
      expect.stringMatching(/^The queued job's job.json is not valid JSON: /),
      'The queued job\'s job.json names no tenant ("tenantSlug", a non-empty string)',
      'The queued job\'s job.json names no stock file ("file", a file name ending in .json or .csv)',
      "The queued job has no readable job.json (ENOENT)",
      'Unknown tenant "nobody": start the app once to store the fixture tenants, or check the slug',
      "Cannot read <queue>/000000000000006-1-00000006.importing/stock/stock.json: ENOENT"
    ])
    expect((await readdir(queue)).filter((name) => !name.endsWith(".result.json")).sort()).toEqual(["notes.txt"])
  })

  it("import first a job a stopped site had taken, again (importing is idempotent)", async () => {
    freshQueue()
    await handWrittenJob("000000000000001-1-00000001.importing", {
      "job.json": JSON.stringify({ tenantSlug: "acme", file: "stock.json" }),
      "stock/stock.json": JSON.stringify([testCar(7)])
    })
    await handWrittenJob("000000000000002-1-00000002", { "job.json": "{" })

    const first = await importNextQueued(db, queue)

    expect(first?.id).toBe("000000000000001-1-00000001")
    expect(first?.outcome).toMatchObject({ report: { imported: 1 } })
  })

  it("carry --replace in the queued job, and import a job queued before --replace existed without it", async () => {
    freshQueue()
    await createTenantRepository(db).insertIfMissing(testTenant("fleet", 2))
    const stock = createStockRepository(db)
    await stock.save("fleet", [testCar(1), testCar(2), testCar(3)])
    const file = join(folder, "fleet.json")
    await writeFile(file, JSON.stringify([testCar(1)]))
    const jobs: unknown[] = []
    // The site has not taken the job yet when it is queued: its job.json is there to read.
    const onQueued = () => {
      for (const id of readdirSync(queue)) jobs.push(JSON.parse(readFileSync(join(queue, id, "job.json"), "utf8")))
    }

    const end = await drainUntil(
      queueStockImport({
        file,
        tenantSlug: "fleet",
        replace: true,
        queue,
        ownerAlive: () => true,
        timeoutMs: 10_000,
        pollMs: 5,
        onQueued
      })
    )

    expect(jobs).toEqual([{ tenantSlug: "fleet", file: "fleet.json", replace: true }])
    expect(end.kind === "imported" && formatImportReport(end.report).at(-1)).toBe(
      "Imported 1 of 1 row from fleet.json into fleet (0 rejected): 0 changed (0 added, 0 updated), 1 unchanged, 2 withdrawn (not in the file)"
    )
    expect((await stock.findById("fleet", 3))?.show_on_dealer_website).toBe(false)

    await handWrittenJob("000000000000001-1-00000001", {
      "job.json": JSON.stringify({ tenantSlug: "fleet", file: "old.json" }),
      "stock/old.json": JSON.stringify([testCar(2)])
    })
    await handWrittenJob("000000000000002-1-00000002", {
      "job.json": JSON.stringify({ tenantSlug: "fleet", file: "old.json", replace: "yes" }),
      "stock/old.json": JSON.stringify([testCar(2)])
    })
    const old = await importNextQueued(db, queue)
    const odd = await importNextQueued(db, queue)

    expect(old?.outcome).toMatchObject({ report: { imported: 1, replace: false, withdrawn: 0 } })
    expect((await stock.findById("fleet", 1))?.show_on_dealer_website).toBeUndefined()
    expect(odd?.outcome).toEqual({ error: 'The queued job\'s job.json has a "replace" that is not true or false' })
  })

  it("withdraw a job nobody takes in time, or whose owner stopped, leaving nothing queued", async () => {
    freshQueue()
    const options = { file: stockFile, tenantSlug: "acme", queue, pollMs: 5 }
    expect(await queueStockImport({ ...options, ownerAlive: () => true, timeoutMs: 30 })).toEqual({ kind: "timed out" })
    expect(await queueStockImport({ ...options, ownerAlive: () => false, timeoutMs: 10_000 })).toEqual({
      kind: "owner stopped"
    })
    expect(await readdir(queue)).toEqual([])
    expect(await importNextQueued(db, queue)).toBeNull()
  })

  it("refuse a file that cannot be imported at all before queuing it, as a direct import does", async () => {
    freshQueue()
    const text = join(folder, "stock.txt")
    await writeFile(text, "[]")
    const options = { tenantSlug: "acme", queue, ownerAlive: () => true, timeoutMs: 10_000 }

    await expect(queueStockImport({ ...options, file: text })).rejects.toThrow(
      new StockFileError(`Cannot import ${text}: the file name must end in .json or .csv`)
    )
    await expect(queueStockImport({ ...options, file: join(folder, "missing.csv") })).rejects.toThrow(StockFileError)
    await expect(readdir(queue)).rejects.toMatchObject({ code: "ENOENT" })
  })
})

describe("databaseOwner", () => {
  it("names the live process in the folder's lock, and no one for a dead one's lock or none", async () => {
    const pglite = join(folder, "pglite")
    await mkdir(pglite, { recursive: true })
    expect(databaseOwner(pglite)).toBeUndefined()

    await writeFile(join(pglite, OWNER_LOCK_FILE), JSON.stringify({ pid: process.pid }))
    expect(databaseOwner(pglite)).toBe(process.pid)

    // Above any system's largest pid: no such process.
    await writeFile(join(pglite, OWNER_LOCK_FILE), JSON.stringify({ pid: 2 ** 31 - 1 }))
    expect(databaseOwner(pglite)).toBeUndefined()
  })
})
