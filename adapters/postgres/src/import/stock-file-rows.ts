import { extname } from "node:path"
import { parseCsv } from "./csv.ts"
import { csvCarRecord } from "./csv-car-record.ts"

/** A file that cannot be imported at all (as opposed to a bad row in it). */
export class StockFileError extends Error {
  override readonly name = "StockFileError"
}

const withoutBom = (text: string) => (text.startsWith("\uFEFF") ? text.slice(1) : text)

function jsonRows(text: string): ReadonlyArray<unknown> {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch (error) {
    throw new StockFileError(`The file is not valid JSON: ${(error as Error).message}`)
  }
  if (Array.isArray(json)) return json
  if (typeof json === "object" && json !== null && "cars" in json && Array.isArray(json.cars)) return json.cars
  throw new StockFileError('A JSON stock file holds an array of cars, or an object with a "cars" array')
}

function csvRows(text: string): ReadonlyArray<unknown> {
  let rows: string[][]
  try {
    rows = parseCsv(text)
  } catch (error) {
    throw new StockFileError((error as Error).message)
  }
  const [header, ...data] = rows
  if (header === undefined) throw new StockFileError("The CSV file is empty: its first row names the Car fields")
  const names = header.map((name) => name.trim())
  return data.map((cells) => csvCarRecord(names, cells))
}

/**
 * The rows of a stock file, by its extension: `.json` (an array of cars, or `{ "cars": [...] }`)
 * or `.csv` (a header row of `Car` field names, one car per row). Rows are not decoded yet.
 *
 * @example
 * stockFileRows("stock.csv", "id,slug\n1,a\n") // [{ id: 1, slug: "a" }]
 */
export function stockFileRows(fileName: string, text: string): ReadonlyArray<unknown> {
  const extension = extname(fileName).toLowerCase()
  if (extension === ".json") return jsonRows(withoutBom(text))
  if (extension === ".csv") return csvRows(withoutBom(text))
  throw new StockFileError(`Cannot import ${fileName}: the file name must end in .json or .csv`)
}
