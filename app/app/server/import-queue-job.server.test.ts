import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import type { Database } from "@dealer/postgres"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { startImportQueueJob } from "./import-queue-job.server.ts"

// Malformed jobs are answered before any SQL runs: a database that is touched fails the test.
const untouchedDb = new Proxy({} as Database, {
  get: (_target, name) => {
    throw new Error(`the database was used (${String(name)})`)
  }
})

const until = async (ready: () => Promise<boolean>) => {
  const deadline = Date.now() + 5_000
  while (!(await ready())) {
    if (Date.now() > deadline) throw new Error("not within 5 s")
    await new Promise((resolve) => setTimeout(resolve, 5))
  }
}

describe("startImportQueueJob", () => {
  let folder: string
  beforeEach(async () => {
    folder = await mkdtemp(join(tmpdir(), "dealer-import-job-"))
  })
  afterEach(async () => {
    await rm(folder, { recursive: true, force: true })
  })

  it("answers a malformed job with what is wrong, removes it and keeps running", async () => {
    const queue = join(folder, "import-queue")
    const lines: string[] = []
    const first = "000000000000001-1-0000000a"
    const second = "000000000000002-1-0000000b"
    await mkdir(join(queue, first), { recursive: true })
    await writeFile(join(queue, first, "job.json"), "{ nope")
    await mkdir(join(queue, second), { recursive: true })
    await writeFile(join(queue, second, "job.json"), JSON.stringify({ tenantSlug: "acme", file: "/etc/passwd" }))
    const stop = startImportQueueJob(untouchedDb, queue, { everyMs: 5, log: (line) => lines.push(line) })

    await until(async () => (await readdir(queue)).filter((name) => name.endsWith(".result.json")).length === 2)
    await stop()

    expect(JSON.parse(await readFile(join(queue, `${first}.result.json`), "utf8"))).toEqual({
      error: expect.stringMatching(/^The queued job's job.json is not valid JSON: /)
    })
    expect(JSON.parse(await readFile(join(queue, `${second}.result.json`), "utf8"))).toEqual({
      error: 'The queued job\'s job.json names no stock file ("file", a file name ending in .json or .csv)'
    })
    expect((await readdir(queue)).sort()).toEqual([`${first}.result.json`, `${second}.result.json`])
    expect(lines).toEqual([
      expect.stringMatching(new RegExp(`^Queued stock import ${first} refused: The queued job's job.json is not valid JSON`)),
      `Queued stock import ${second} refused: The queued job's job.json names no stock file ("file", a file name ending in .json or .csv)`
    ])
  })

  it("logs a pass that fails (the queue is no folder) by its kind only, and tries again", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {})
    const queue = join(folder, "import-queue")
    await writeFile(queue, "a file where the queue folder belongs")
    const stop = startImportQueueJob(untouchedDb, queue, { everyMs: 5, log: () => {} })

    await until(async () => logged.mock.calls.length >= 2)
    await stop()

    expect(logged).toHaveBeenCalledWith("stock import queue failed: Error (ENOTDIR)")
    logged.mockRestore()
  })
})
