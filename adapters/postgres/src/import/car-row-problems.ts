import { Car } from "@dealer/core"
import { Result, Schema, SchemaIssue } from "effect"

/** One thing wrong with a row: the field path (`images[0].image_url`) and what is wrong. */
export interface RowProblem {
  readonly path: string
  readonly message: string
}

const formatIssues = SchemaIssue.makeFormatterStandardSchemaV1()
const decodeCar = Schema.decodeUnknownResult(Car)

/**
 * A field path as people write it: names joined by dots, indexes in brackets.
 *
 * @example
 * fieldPath(["images", 0, "image_url"]) // "images[0].image_url"
 */
export function fieldPath(path: ReadonlyArray<PropertyKey>): string {
  return path
    .map((key, index) => (typeof key === "number" ? `[${key}]` : `${index === 0 ? "" : "."}${String(key)}`))
    .join("")
}

function valueAt(row: unknown, path: ReadonlyArray<PropertyKey>): unknown {
  let value = row
  for (const key of path) {
    if (typeof value !== "object" || value === null) return undefined
    value = (value as Record<PropertyKey, unknown>)[key]
  }
  return value
}

// Shows what the row held, so a typo in a cell can be found without opening the file.
function withValue(message: string, value: unknown): string {
  if (value === undefined || message.includes(", got ")) return message
  const shown = JSON.stringify(value)
  return `${message}, got ${shown.length > 40 ? `${shown.slice(0, 39)}…` : shown}`
}

/**
 * Decodes one row as a `Car`: the car, or every problem with its field path and the value found.
 *
 * @example
 * decodeCarRow({ id: 1, year: "soon" }) // { problems: [{ path: "slug", message: "Missing key" }, { path: "year", message: 'Expected number, got "soon"' }, ...] }
 */
export function decodeCarRow(row: unknown): { readonly car: Car } | { readonly problems: ReadonlyArray<RowProblem> } {
  const decoded = decodeCar(row, { errors: "all", onExcessProperty: "ignore" })
  if (Result.isSuccess(decoded)) return { car: decoded.success }
  return {
    problems: formatIssues(decoded.failure.issue).issues.map((issue) => {
      const path = (issue.path ?? []).map((key) => (typeof key === "object" ? key.key : key))
      return {
        path: path.length === 0 ? "(row)" : fieldPath(path),
        message: withValue(issue.message, valueAt(row, path))
      }
    })
  }
}
