import { decodeResult } from "@dealer/core"
import { Result, Schema, SchemaIssue } from "effect"
import { invalidInput, type ApiErrorField } from "./api-error.server.ts"

const formatFields = SchemaIssue.makeFormatterStandardSchemaV1()
// An echoed value can be long (a 60 KB string); the sentence names the field, not the whole input.
const MESSAGE_LIMIT = 200

const clip = (message: string) => (message.length > MESSAGE_LIMIT ? `${message.slice(0, MESSAGE_LIMIT - 1)}…` : message)

/** The field paths and messages of a value that fails a schema, as docs/api.md's `fields`. */
function failedFields(schema: Schema.Decoder<unknown>, input: unknown, prefix: string): ReadonlyArray<ApiErrorField> {
  const decoded = Schema.decodeUnknownResult(schema)(input, { errors: "all", onExcessProperty: "ignore" })
  if (Result.isSuccess(decoded)) return []
  return formatFields(decoded.failure.issue).issues.map((issue) => {
    const path = [prefix, ...(issue.path ?? []).map(String)].filter((part) => part !== "").join(".")
    // A body of the wrong type (`null`, `0`, `[]`) fails as a whole: its field is the body.
    return { path: path || prefix || "body", message: clip(issue.message) }
  })
}

/**
 * Decodes a request input (body, query or path) with a core schema, or throws the 400 answer
 * naming every bad field. `prefix` names where the input sits (`""` for a body, `"userData"`).
 *
 * @example
 * const { phone } = decodeInput(Schema.Struct({ phone: Schema.String }), body, "sign-in code request")
 */
export function decodeInput<S extends Schema.Decoder<unknown>>(
  schema: S,
  input: unknown,
  source: string,
  prefix = ""
): S["Type"] {
  const decoded = decodeResult(schema, input, source)
  if (Result.isSuccess(decoded)) return decoded.success
  const fields = failedFields(schema, input, prefix)
  throw invalidInput(fields.length > 0 ? fields : [{ path: prefix || "body", message: clip(decoded.failure.details) }])
}

/**
 * The query parameters of a URL as a record of single values (the last one wins), for schemas of
 * simple queries.
 *
 * @example
 * queryRecord(new URL("https://x/api?postcode=4000")) // { postcode: "4000" }
 */
export function queryRecord(url: URL): Record<string, string> {
  return Object.fromEntries(url.searchParams.entries())
}
