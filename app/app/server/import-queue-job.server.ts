import { formatImportReport, importNextQueued, type Database, type QueuedImportDone } from "@dealer/postgres"
import { logProblem } from "./safe-log.server.ts"

/** How often the site looks for stock files queued by `npm run import`. */
export const IMPORT_QUEUE_EVERY_MS = 1000

function logDone(done: QueuedImportDone, log: (line: string) => void): void {
  if (done.failure !== undefined) logProblem(`queued stock import ${done.id}`, done.failure)
  else if ("error" in done.outcome) log(`Queued stock import ${done.id} refused: ${done.outcome.error}`)
  // The summary only: rejected rows quote the file's values, which belong to the importer's report.
  else log(`Queued stock import ${done.id}: ${formatImportReport(done.outcome.report).at(-1)}`)
}

/**
 * Imports the stock files `npm run import` queues in `queue` (`DATA_DIR/import-queue`) while this
 * process owns the embedded database, one job per pass, on the site's own database handle: the
 * import's stock change notices update the search engine as any stock write does. Runs on an
 * unref'd timer, never two passes at once; a failed pass is logged and the next one runs. The
 * returned function stops it after the pass under way.
 *
 * @example
 * const stop = startImportQueueJob(db, path.join(dataDir, "import-queue"))
 */
export function startImportQueueJob(
  db: Database,
  queue: string,
  options: { readonly everyMs?: number; readonly log?: (line: string) => void } = {}
): () => Promise<void> {
  const log = options.log ?? ((line: string) => console.log(line))
  let stopped = false
  let timer: NodeJS.Timeout | undefined
  let pass: Promise<void> = Promise.resolve()
  const runPass = async () => {
    try {
      const done = await importNextQueued(db, queue)
      if (done !== null) logDone(done, log)
    } catch (error) {
      logProblem("stock import queue", error)
    }
  }
  const schedule = () => {
    timer = setTimeout(() => {
      pass = runPass().then(() => {
        if (!stopped) schedule()
      })
    }, options.everyMs ?? IMPORT_QUEUE_EVERY_MS)
    timer.unref()
  }
  schedule()
  return async () => {
    stopped = true
    clearTimeout(timer)
    await pass
  }
}
