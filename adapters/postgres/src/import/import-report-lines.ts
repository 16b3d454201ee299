import type { StockImportReport } from "./import-stock-file.ts"

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`

// Only an import with `replace` says what it withdrew; one that imported nothing says why it withdrew nothing.
function withdrawnText(report: StockImportReport): string {
  if (report.replace !== true) return ""
  if (report.imported === 0) return ", nothing withdrawn (no row was imported)"
  return `, ${report.withdrawn} withdrawn (not in the file)`
}

/**
 * The lines an import prints: one per rejected row (`row N: <field path>: <reason>`, several
 * problems of a row joined by "; "), the ignored field names if any, and a summary, which with
 * `replace` ends with the cars withdrawn.
 *
 * @example
 * formatImportReport(report)
 * // ["row 2: year: Expected a value between 1900 and 2100",
 * //  "Imported 2 of 3 rows from stock.csv into acme (1 rejected): 0 changed (0 added, 0 updated), 2 unchanged"]
 */
export function formatImportReport(report: StockImportReport): ReadonlyArray<string> {
  const { added, updated, unchanged } = report.saved
  const rejectedLines = report.rejected.map(
    (rejected) =>
      `row ${rejected.row}: ${rejected.problems.map((problem) => `${problem.path}: ${problem.message}`).join("; ")}`
  )
  const ignored =
    report.unknownFields.length === 0
      ? []
      : [`ignored fields that Car does not have: ${report.unknownFields.join(", ")}`]
  const summary =
    `Imported ${report.imported} of ${plural(report.rows, "row")} from ${report.file} into ${report.tenantSlug}` +
    ` (${report.rejected.length} rejected): ${added + updated} changed (${added} added, ${updated} updated),` +
    ` ${unchanged} unchanged${withdrawnText(report)}`
  return [...rejectedLines, ...ignored, summary]
}
