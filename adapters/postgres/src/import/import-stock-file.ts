import { readFile } from "node:fs/promises"
import { basename } from "node:path"
import type { Car, StockSaveSummary } from "@dealer/core"
import type { Database, Queryable } from "../database.ts"
import { createStockRepository } from "../stock-repository.ts"
import { decodeCarRow, type RowProblem } from "./car-row-problems.ts"
import { dealerCommentsText } from "./dealer-comments-text.ts"
import { unknownCarFields } from "./csv-car-record.ts"
import { StockFileError, stockFileRows } from "./stock-file-rows.ts"
import { withdrawMissingCars } from "./withdraw-missing-cars.ts"

/** A row left out of the import, counted from 1 in the file's order of cars. */
export interface RejectedRow {
  readonly row: number
  readonly problems: ReadonlyArray<RowProblem>
}

/** What an import did. */
export interface StockImportReport {
  readonly file: string
  readonly tenantSlug: string
  readonly rows: number
  readonly imported: number
  readonly rejected: ReadonlyArray<RejectedRow>
  /** Field names in the file that are no `Car` field, so they were ignored. */
  readonly unknownFields: ReadonlyArray<string>
  readonly saved: StockSaveSummary
  /** Whether the file was imported as the tenant's whole stock (`--replace`). */
  readonly replace: boolean
  /** Cars of the tenant not in the file that this import withdrew from the website (0 without `replace`). */
  readonly withdrawn: number
}

/** What an import is asked to do. */
export interface StockImportOptions {
  readonly file: string
  readonly tenantSlug: string
  /**
   * The file is the tenant's whole stock: every stored car of the tenant whose id is not in it
   * is withdrawn from the website (see `withdrawMissingCars`), unless no row could be imported.
   */
  readonly replace?: boolean
}

interface GoodRow {
  readonly row: number
  readonly car: Car
}

/** Rows whose id or slug an earlier row of the file already has; the earlier row wins. */
function firstOfEachCar(rows: ReadonlyArray<GoodRow>): { good: GoodRow[]; rejected: RejectedRow[] } {
  const byId = new Map<number, number>()
  const bySlug = new Map<string, number>()
  const good: GoodRow[] = []
  const rejected: RejectedRow[] = []
  for (const entry of rows) {
    const sameId = byId.get(entry.car.id)
    const sameSlug = bySlug.get(entry.car.slug)
    if (sameId !== undefined)
      rejected.push({ row: entry.row, problems: [{ path: "id", message: `same id as row ${sameId}` }] })
    else if (sameSlug !== undefined)
      rejected.push({ row: entry.row, problems: [{ path: "slug", message: `same slug as row ${sameSlug}` }] })
    else {
      byId.set(entry.car.id, entry.row)
      bySlug.set(entry.car.slug, entry.row)
      good.push(entry)
    }
  }
  return { good, rejected }
}

/** Rows whose slug another stored car of the tenant has; storing them would break the slug's uniqueness. */
async function slugsTaken(tx: Queryable, tenantSlug: string, rows: ReadonlyArray<GoodRow>) {
  const stored = await tx.query<{ id: number; slug: string }>(
    "SELECT id, slug FROM stock WHERE tenant_slug = $1 AND slug = ANY($2::text[])",
    [tenantSlug, rows.map((entry) => entry.car.slug)]
  )
  const owner = new Map(stored.map((row) => [row.slug, Number(row.id)]))
  const good: GoodRow[] = []
  const rejected: RejectedRow[] = []
  for (const entry of rows) {
    const id = owner.get(entry.car.slug)
    if (id !== undefined && id !== entry.car.id) {
      rejected.push({ row: entry.row, problems: [{ path: "slug", message: `already used by stored car ${id}` }] })
    } else good.push(entry)
  }
  return { good, rejected }
}

const withTextComments = (car: Car): Car =>
  typeof car.dealercomments === "string" ? { ...car, dealercomments: dealerCommentsText(car.dealercomments) } : car

/** The ids the file names, rejected rows' included: a car whose row has a typo is still the dealer's. */
const idsInFile = (rows: ReadonlyArray<unknown>): number[] =>
  rows.flatMap((row) => {
    const id = typeof row === "object" && row !== null ? (row as { id?: unknown }).id : undefined
    return typeof id === "number" && Number.isSafeInteger(id) ? [id] : []
  })

const fieldNames = (rows: ReadonlyArray<unknown>) =>
  rows.flatMap((row) => (typeof row === "object" && row !== null && !Array.isArray(row) ? Object.keys(row) : []))

/**
 * Imports a stock file (`.json` or `.csv`, see `stockFileRows`) into a tenant's stock: every row
 * is decoded with core's `Car` (dealer comments sent as HTML become text), and the good ones are stored in one transaction by id, so
 * importing the same file again changes nothing. A row is rejected, with its problems, when it is
 * no valid car, repeats an earlier row's id or slug, or takes the slug of another stored car.
 * With `replace`, the tenant's stored cars the file does not name are withdrawn from the website
 * in the same transaction; never when no row was imported, so a broken feed cannot empty a site.
 * Throws `StockFileError` when the file cannot be read or the tenant is unknown; then nothing is stored.
 *
 * @example
 * const report = await importStockFile(db, { file: "stock.csv", tenantSlug: "acme", replace: true })
 * formatImportReport(report)
 * // ["row 3: year: Expected a value between 1900 and 2100",
 * //  "Imported 2 of 3 rows ..., 105 withdrawn (not in the file)"]
 */
export async function importStockFile(db: Database, options: StockImportOptions): Promise<StockImportReport> {
  const text = await readFile(options.file, "utf8").catch((error: NodeJS.ErrnoException) => {
    throw new StockFileError(`Cannot read ${options.file}: ${error.code ?? error.message}`)
  })
  const rows = stockFileRows(options.file, text)
  const decoded = rows.map((row, index) => ({ row: index + 1, result: decodeCarRow(row) }))
  const invalid: RejectedRow[] = decoded.flatMap(({ row, result }) =>
    "problems" in result ? [{ row, problems: result.problems }] : []
  )
  const valid = firstOfEachCar(
    decoded.flatMap(({ row, result }) =>
      "car" in result ? [{ row, car: withTextComments(result.car) }] : []
    )
  )

  return db.transaction(async (tx) => {
    const [tenant] = await tx.query("SELECT slug FROM tenants WHERE slug = $1", [options.tenantSlug])
    if (tenant === undefined) {
      throw new StockFileError(
        `Unknown tenant "${options.tenantSlug}": start the app once to store the fixture tenants, or check the slug`
      )
    }
    const free = await slugsTaken(tx, options.tenantSlug, valid.good)
    const saved = await createStockRepository(tx).save(
      options.tenantSlug,
      free.good.map((entry) => entry.car)
    )
    const replace = options.replace === true
    const withdrawn =
      replace && free.good.length > 0 ? await withdrawMissingCars(tx, options.tenantSlug, idsInFile(rows)) : 0
    return {
      file: basename(options.file),
      tenantSlug: options.tenantSlug,
      rows: rows.length,
      imported: free.good.length,
      rejected: [...invalid, ...valid.rejected, ...free.rejected].sort((a, b) => a.row - b.row),
      unknownFields: unknownCarFields(fieldNames(rows)),
      saved,
      replace,
      withdrawn
    }
  })
}
