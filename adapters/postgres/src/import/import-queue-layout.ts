import { randomBytes } from "node:crypto"
import { rename, rm, writeFile } from "node:fs/promises"
import { basename, dirname, join } from "node:path"
import type { StockImportReport } from "./import-stock-file.ts"

/**
 * The folder of queued stock imports, next to the embedded database's folder in `DATA_DIR`.
 * Each entry is named by its job's id, which starts with the time it was queued, so names sort
 * oldest first:
 *
 * - `<id>/`: a queued job, published complete by one rename: `job.json` ({ tenantSlug, file, replace })
 *   and `stock/<file>`, a copy of the stock file under its own name;
 * - `<id>.importing/`: the job the site took (again after a restart: importing is idempotent);
 * - `<id>.result.json`: the site's answer (`ImportJobOutcome`), which the queuing process reads
 *   and removes;
 * - names starting with "." are drafts and withdrawn jobs, which the site never reads.
 */
export const IMPORT_QUEUE_FOLDER = "import-queue"

/** What `job.json` of a queued job says. */
export interface ImportJob {
  readonly tenantSlug: string
  /** The stock file's name (no folder) in the job's `stock/` folder. */
  readonly file: string
  /**
   * Import with `replace` (the file is the tenant's whole stock). A job queued before the option
   * existed has none, which means false.
   */
  readonly replace?: boolean
}

/** The site's answer to a queued job: the import's report, or why nothing was imported. */
export type ImportJobOutcome = { readonly report: StockImportReport } | { readonly error: string }

const JOB_ID = /^\d{15}-\d+-[0-9a-f]{8}$/

/** A new job id, after every id queued before it. @example newJobId() // "001764000000000-4242-9f0c1a2b" */
export const newJobId = (): string =>
  `${String(Date.now()).padStart(15, "0")}-${process.pid}-${randomBytes(4).toString("hex")}`

export const isJobId = (name: string): boolean => JOB_ID.test(name)

/** Where each entry of job `id` lives in the queue folder `queue`. */
export const queueEntries = (queue: string, id: string) => ({
  queued: join(queue, id),
  importing: join(queue, `${id}.importing`),
  result: join(queue, `${id}.result.json`),
  draft: join(queue, `.${id}.draft`),
  withdrawn: join(queue, `.${id}.withdrawn`)
})

export const errorCode = (error: unknown): unknown => (error as NodeJS.ErrnoException | undefined)?.code

/** Writes `file` complete or not at all: a reader never sees half of it. */
export async function writeWhole(file: string, text: string): Promise<void> {
  const draft = join(dirname(file), `.${basename(file)}.${process.pid}.draft`)
  try {
    await writeFile(draft, text)
    await rename(draft, file)
  } catch (error) {
    await rm(draft, { force: true })
    throw error
  }
}
