import path from "node:path"
import { parseArgs } from "node:util"
import {
  databaseOwner,
  DatabaseInUseError,
  formatImportReport,
  IMPORT_QUEUE_FOLDER,
  importStockFile,
  openDatabase,
  queueStockImport,
  StockFileError,
  type Database,
  type StockImportReport
} from "@dealer/postgres"

/**
 * `npm run import -- <file.json|file.csv> --tenant <slug> [--replace]`: imports a stock file into
 * a tenant's stock, on the database the app uses (`DATABASE_URL`, else PGlite in
 * `DATA_DIR/pglite`, by default `app/.data/pglite`). While a running site owns the embedded database, the file goes
 * through the site: it is queued in `DATA_DIR/import-queue`, which the site drains, and this waits
 * for the site's report (at most 10 minutes). Prints one line per rejected row and a summary.
 * With --replace the file is the dealer's whole stock: the tenant's other cars (a new site's demo
 * stock, say) are withdrawn from the website, unless no row of the file could be imported.
 * Exit status: 0 all rows imported, 2 some rows rejected (the others imported), 1 nothing imported
 * (or a running site too old to know --replace imported the file without it).
 */
const USAGE = "Usage: npm run import -- <file.json|file.csv> --tenant <slug> [--replace]"
const WAIT_MS = 10 * 60_000

function dataFolder(): string {
  return process.env.DATA_DIR ? path.resolve(process.env.DATA_DIR) : path.resolve(import.meta.dirname, "../app/.data")
}

interface CommandLine {
  readonly file: string
  readonly tenant: string
  readonly replace: boolean
}

function commandLine(): CommandLine {
  let parsed
  try {
    parsed = parseArgs({
      options: { tenant: { type: "string" }, replace: { type: "boolean" } },
      allowPositionals: true
    })
  } catch (error) {
    throw new StockFileError(`${(error as Error).message}\n${USAGE}`)
  }
  const { values, positionals } = parsed
  const [file, ...extra] = positionals
  if (file === undefined || extra.length > 0 || !values.tenant) throw new StockFileError(USAGE)
  return { file: path.resolve(file), tenant: values.tenant, replace: values.replace === true }
}

function reported(report: StockImportReport, replace: boolean): number {
  for (const line of formatImportReport(report)) console.log(line)
  // A site started before --replace existed ignores it: say so rather than let the demo cars stay unnoticed.
  if (replace && report.replace !== true) {
    console.error(
      "The running site does not know --replace yet, so nothing was withdrawn: restart it and import again."
    )
    return 1
  }
  return report.rejected.length === 0 ? 0 : 2
}

async function importDirectly(db: Database, { file, tenant, replace }: CommandLine): Promise<number> {
  try {
    return reported(await importStockFile(db, { file, tenantSlug: tenant, replace }), replace)
  } finally {
    await db.close()
  }
}

/** Through the site that owns the embedded database; null when it stopped before taking the file. */
async function importThroughSite(
  owned: DatabaseInUseError,
  { file, tenant, replace }: CommandLine,
  deadline: number
): Promise<number | null> {
  const queue = path.join(dataFolder(), IMPORT_QUEUE_FOLDER)
  const end = await queueStockImport({
    file,
    tenantSlug: tenant,
    replace,
    queue,
    ownerAlive: () => databaseOwner(owned.dataDir) !== undefined,
    timeoutMs: Math.max(0, deadline - Date.now()),
    onQueued: () =>
      console.log(
        `The embedded database in ${owned.dataDir} is open in process ${owned.ownerPid}: ` +
          `the file is queued in ${queue} for the running site to import; waiting for its report.`
      )
  })
  switch (end.kind) {
    case "imported":
      return reported(end.report, replace)
    case "failed":
      console.error(end.error)
      return 1
    case "owner stopped":
      return null
    case "timed out":
      console.error(
        `No site took the file within ${WAIT_MS / 60_000} minutes (only the site imports queued files, not another import or npm run deliver); nothing was imported.`
      )
      return 1
    case "unanswered":
      console.error(
        end.ownerStopped
          ? "The site stopped while importing the file; it imports it again when it next starts."
          : `The site did not finish importing the file within ${WAIT_MS / 60_000} minutes; its log says when it does.`
      )
      return 1
  }
}

async function main(): Promise<number> {
  const command = commandLine()
  const url = process.env.DATABASE_URL
  const deadline = Date.now() + WAIT_MS
  // Until the import ends: each time the owner of the embedded database stops before taking the
  // file, the folder may be free, so it is opened again (or queued for its next owner).
  for (;;) {
    let db
    try {
      db = await openDatabase({ url, dataDir: path.join(dataFolder(), "pglite") })
    } catch (error) {
      if (url || !(error instanceof DatabaseInUseError)) throw error
      const status = await importThroughSite(error, command, deadline)
      if (status !== null) return status
      continue
    }
    return importDirectly(db, command)
  }
}

try {
  process.exitCode = await main()
} catch (error) {
  console.error(error instanceof StockFileError || error instanceof DatabaseInUseError ? error.message : error)
  process.exitCode = 1
}
