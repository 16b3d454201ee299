import path from "node:path"
import { parseArgs } from "node:util"
import { DatabaseInUseError, formatImportReport, importStockFile, openDatabase, StockFileError } from "@dealer/postgres"

/**
 * `npm run import -- <file.json|file.csv> --tenant <slug>`: imports a stock file into a tenant's
 * stock, on the database the app uses (`DATABASE_URL`, else PGlite in `DATA_DIR/pglite`, by
 * default `app/.data/pglite`, which a running site owns: stop it first). Prints one line per
 * rejected row and a summary.
 * Exit status: 0 all rows imported, 2 some rows rejected (the others imported), 1 nothing imported.
 */
const USAGE = "Usage: npm run import -- <file.json|file.csv> --tenant <slug>"

function databaseOptions() {
  const dataDir = process.env.DATA_DIR
    ? path.resolve(process.env.DATA_DIR)
    : path.resolve(import.meta.dirname, "../app/.data")
  return { url: process.env.DATABASE_URL, dataDir: path.join(dataDir, "pglite") }
}

function commandLine(): { file: string; tenant: string } {
  let parsed
  try {
    parsed = parseArgs({ options: { tenant: { type: "string" } }, allowPositionals: true })
  } catch (error) {
    throw new StockFileError(`${(error as Error).message}\n${USAGE}`)
  }
  const { values, positionals } = parsed
  const [file, ...extra] = positionals
  if (file === undefined || extra.length > 0 || !values.tenant) throw new StockFileError(USAGE)
  return { file: path.resolve(file), tenant: values.tenant }
}

async function main(): Promise<number> {
  const { file, tenant } = commandLine()
  const db = await openDatabase(databaseOptions())
  try {
    const report = await importStockFile(db, { file, tenantSlug: tenant })
    for (const line of formatImportReport(report)) console.log(line)
    return report.rejected.length === 0 ? 0 : 2
  } finally {
    await db.close()
  }
}

try {
  process.exitCode = await main()
} catch (error) {
  console.error(error instanceof StockFileError || error instanceof DatabaseInUseError ? error.message : error)
  process.exitCode = 1
}
