import { readdir, readFile, rename, rm } from "node:fs/promises"
import { basename, extname, join } from "node:path"
import type { Database } from "../database.ts"
import { importStockFile } from "./import-stock-file.ts"
import {
  errorCode,
  isJobId,
  queueEntries,
  writeWhole,
  type ImportJob,
  type ImportJobOutcome
} from "./import-queue-layout.ts"
import { StockFileError } from "./stock-file-rows.ts"

/** What the site did with one queued job. */
export interface QueuedImportDone {
  readonly id: string
  readonly outcome: ImportJobOutcome
  /** A failure that is no fault of the job (the database's), for the site's log. */
  readonly failure?: unknown
}

/** A job whose folder does not hold what `queueStockImport` writes. */
class MalformedJobError extends Error {}

/** The oldest job in the queue, a taken one included (the site stopped while importing it). */
async function oldestJob(queue: string): Promise<{ id: string; taken: boolean } | null> {
  let names: string[]
  try {
    names = await readdir(queue)
  } catch (error) {
    if (errorCode(error) === "ENOENT") return null
    throw error
  }
  const jobs = names.flatMap((name) => {
    if (isJobId(name)) return [{ id: name, taken: false }]
    const id = name.endsWith(".importing") ? name.slice(0, -".importing".length) : ""
    return isJobId(id) ? [{ id, taken: true }] : []
  })
  jobs.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
  return jobs[0] ?? null
}

async function readJob(folder: string): Promise<ImportJob> {
  let text: string
  try {
    text = await readFile(join(folder, "job.json"), "utf8")
  } catch (error) {
    throw new MalformedJobError(`The queued job has no readable job.json (${String(errorCode(error) ?? error)})`)
  }
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch (error) {
    throw new MalformedJobError(`The queued job's job.json is not valid JSON: ${(error as Error).message}`)
  }
  const fields = (typeof json === "object" && json !== null ? json : {}) as Record<string, unknown>
  const { tenantSlug, file, replace } = fields
  if (typeof tenantSlug !== "string" || tenantSlug === "") {
    throw new MalformedJobError('The queued job\'s job.json names no tenant ("tenantSlug", a non-empty string)')
  }
  const named = typeof file === "string" && file === basename(file) && !file.startsWith(".")
  if (!named || ![".json", ".csv"].includes(extname(file).toLowerCase())) {
    throw new MalformedJobError(
      'The queued job\'s job.json names no stock file ("file", a file name ending in .json or .csv)'
    )
  }
  if (replace !== undefined && typeof replace !== "boolean") {
    throw new MalformedJobError('The queued job\'s job.json has a "replace" that is not true or false')
  }
  // A job queued before `replace` existed has none: it imports as it did then.
  return { tenantSlug, file, replace: replace === true }
}

async function importJob(db: Database, folder: string): Promise<Omit<QueuedImportDone, "id">> {
  try {
    const job = await readJob(folder)
    const report = await importStockFile(db, {
      file: join(folder, "stock", job.file),
      tenantSlug: job.tenantSlug,
      replace: job.replace === true
    })
    return { outcome: { report } }
  } catch (error) {
    if (error instanceof MalformedJobError || error instanceof StockFileError) return { outcome: { error: error.message } }
    const kind = error instanceof Error ? error.name : typeof error
    return { outcome: { error: `The site could not import the file (${kind}); nothing was imported` }, failure: error }
  }
}

/**
 * Imports the oldest job of the stock import queue `queue` (see `IMPORT_QUEUE_FOLDER`) on `db`,
 * the site's own database, through `importStockFile` (one transaction; its stock change notices
 * update the site's search engine). Takes the job by renaming it, writes the outcome (the report,
 * or what is wrong with the job or its file) as the job's result and removes the job. Resolves
 * null when the queue is empty or the job was withdrawn meanwhile; a malformed job gets a result
 * naming what is wrong, never a throw.
 *
 * @example
 * const done = await importNextQueued(db, ".data/import-queue") // { id, outcome: { report } } | null
 */
export async function importNextQueued(db: Database, queue: string): Promise<QueuedImportDone | null> {
  const next = await oldestJob(queue)
  if (next === null) return null
  const entries = queueEntries(queue, next.id)
  if (!next.taken) {
    try {
      await rename(entries.queued, entries.importing)
    } catch (error) {
      // The queuing process withdrew it (it stopped waiting).
      if (errorCode(error) === "ENOENT") return null
      throw error
    }
  }
  const done = { id: next.id, ...(await importJob(db, entries.importing)) }
  await writeWhole(entries.result, JSON.stringify(done.outcome))
  await rm(entries.importing, { recursive: true, force: true })
  return done
}
