import { Car } from "@dealer/core"
import { Result, Schema } from "effect"

const fields: Readonly<Record<string, Schema.Top>> = Car.fields

// A field that takes text keeps its cell as typed; any other field reads its cell as JSON.
const takesText = new Map(
  Object.entries(fields).map(([name, schema]) => [
    name,
    Result.isSuccess(Schema.decodeUnknownResult(schema as Schema.Codec<unknown, unknown>)("x"))
  ])
)

function cellValue(field: string, cell: string): unknown {
  if (takesText.get(field) ?? true) return cell
  try {
    return JSON.parse(cell)
  } catch {
    // Left as text, so decoding names the field and what it expected.
    return cell
  }
}

/**
 * The car-shaped object of one CSV row, ready to decode with `Car`: headers are `Car` field names;
 * an empty cell leaves its field out; a text field (`make`, `vin`, `status`, ...) keeps its cell
 * as typed, and every other field reads its cell as JSON: numbers (`25990`), booleans (`true`),
 * `null`, and nested fields (`[{"image_url":"https://..."}]`).
 *
 * @example
 * csvCarRecord(["id", "make", "images"], ["12", "Kia", '[{"image_url":"https://img/12.jpg"}]'])
 * // { id: 12, make: "Kia", images: [{ image_url: "https://img/12.jpg" }] }
 */
export function csvCarRecord(header: ReadonlyArray<string>, cells: ReadonlyArray<string>): Record<string, unknown> {
  const record: Record<string, unknown> = {}
  header.forEach((field, index) => {
    const cell = cells[index]
    if (cell !== undefined && cell.trim() !== "") record[field] = cellValue(field, cell.trim())
  })
  return record
}

/**
 * The names among `names` that are no field of `Car` (decoding ignores them).
 *
 * @example
 * unknownCarFields(["id", "prcie"]) // ["prcie"]
 */
export function unknownCarFields(names: Iterable<string>): ReadonlyArray<string> {
  return [...new Set(names)].filter((name) => !(name in fields)).sort()
}
