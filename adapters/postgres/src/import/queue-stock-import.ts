import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises"
import { basename, join } from "node:path"
import type { StockImportReport } from "./import-stock-file.ts"
import { errorCode, newJobId, queueEntries, type ImportJob, type ImportJobOutcome } from "./import-queue-layout.ts"
import { StockFileError, stockFileRows } from "./stock-file-rows.ts"

/** How a queued import ended for the process that queued it. */
export type QueuedImportEnd =
  | { readonly kind: "imported"; readonly report: StockImportReport }
  | { readonly kind: "failed"; readonly error: string }
  /** The owner stopped before taking the job; it was withdrawn, so the folder may be free now. */
  | { readonly kind: "owner stopped" }
  /** Nobody took the job in time; it was withdrawn, nothing was imported. */
  | { readonly kind: "timed out" }
  /**
   * The owner took the job but gave no answer: it stopped (a site imports a job it was importing
   * again when it next starts) or is still importing when `timeoutMs` ran out.
   */
  | { readonly kind: "unanswered"; readonly ownerStopped: boolean }

export interface QueueStockImportOptions {
  /** The stock file, checked here as `importStockFile` would (readable, .json or .csv, parseable). */
  readonly file: string
  readonly tenantSlug: string
  /** Import the file as the tenant's whole stock (see `importStockFile`); the job carries it. */
  readonly replace?: boolean
  /** The queue folder (`DATA_DIR/import-queue`), created when missing. */
  readonly queue: string
  /** Whether the process that owns the database (and drains the queue) still runs. */
  readonly ownerAlive: () => boolean
  /** How long to wait for the result. */
  readonly timeoutMs: number
  readonly pollMs?: number
  /** Called once the file is in the queue (after its checks). */
  readonly onQueued?: () => void
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Publishes the job in one rename, so the site never sees half of it. */
async function publish(queue: string, job: ImportJob, text: string): Promise<string> {
  const id = newJobId()
  const entries = queueEntries(queue, id)
  try {
    await mkdir(join(entries.draft, "stock"), { recursive: true })
    await writeFile(join(entries.draft, "stock", job.file), text)
    await writeFile(join(entries.draft, "job.json"), JSON.stringify(job))
    await rename(entries.draft, entries.queued)
  } catch (error) {
    await rm(entries.draft, { recursive: true, force: true })
    throw error
  }
  return id
}

async function readResult(file: string): Promise<ImportJobOutcome | null> {
  let text: string
  try {
    text = await readFile(file, "utf8")
  } catch (error) {
    if (errorCode(error) === "ENOENT") return null
    throw error
  }
  await rm(file, { force: true })
  return JSON.parse(text) as ImportJobOutcome
}

const ended = (outcome: ImportJobOutcome): QueuedImportEnd =>
  "report" in outcome ? { kind: "imported", report: outcome.report } : { kind: "failed", error: outcome.error }

/** Takes the job back unless the site took it first (whichever rename comes first wins). */
async function withdraw(queue: string, id: string): Promise<boolean> {
  const entries = queueEntries(queue, id)
  try {
    await rename(entries.queued, entries.withdrawn)
  } catch (error) {
    if (errorCode(error) === "ENOENT") return false
    throw error
  }
  await rm(entries.withdrawn, { recursive: true, force: true })
  return true
}

/**
 * Imports a stock file through the process that owns the embedded database (the running site,
 * which drains the queue every second): checks the file, copies it into the queue folder with
 * the tenant's slug and whether to `replace`, and waits for the site's result. A job nobody takes
 * is withdrawn when the owner stops (the caller may then open the database itself) or when
 * `timeoutMs` runs out.
 * Throws `StockFileError` for a file that cannot be imported at all, as `importStockFile` does.
 *
 * @example
 * const end = await queueStockImport({ file: "stock.csv", tenantSlug: "acme", queue: ".data/import-queue", ownerAlive: () => databaseOwner(".data/pglite") !== undefined, timeoutMs: 600_000 })
 * if (end.kind === "imported") formatImportReport(end.report)
 */
export async function queueStockImport(options: QueueStockImportOptions): Promise<QueuedImportEnd> {
  const text = await readFile(options.file, "utf8").catch((error: NodeJS.ErrnoException) => {
    throw new StockFileError(`Cannot read ${options.file}: ${error.code ?? error.message}`)
  })
  stockFileRows(options.file, text)
  await mkdir(options.queue, { recursive: true })
  const job = { tenantSlug: options.tenantSlug, file: basename(options.file), replace: options.replace === true }
  const id = await publish(options.queue, job, text)
  options.onQueued?.()
  const result = queueEntries(options.queue, id).result
  const deadline = Date.now() + options.timeoutMs
  for (;;) {
    const outcome = await readResult(result)
    if (outcome !== null) return ended(outcome)
    const ownerStopped = !options.ownerAlive()
    if (ownerStopped || Date.now() >= deadline) {
      if (await withdraw(options.queue, id)) return { kind: ownerStopped ? "owner stopped" : "timed out" }
      // Taken: the answer may have come just now.
      const late = await readResult(result)
      return late === null ? { kind: "unanswered", ownerStopped } : ended(late)
    }
    await pause(options.pollMs ?? 200)
  }
}
