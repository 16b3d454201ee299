import { decodeResult, type DecodeError } from "@dealer/core"
import { Result, type Schema } from "effect"
import type { ApiFieldError, DecodeApiError } from "./api-error.ts"

// `["hits"][0]["price"]` -> `hits.0.price`
function dottedPath(bracketed: string): string {
  return [...bracketed.matchAll(/\[(?:"((?:[^"\\]|\\.)*)"|(\d+))\]/g)].map((part) => part[1] ?? part[2]).join(".")
}

/**
 * The field errors of a `DecodeError`: each issue's message with the path it sits at (`""` for the
 * whole body).
 *
 * @example
 * decodeErrorFields(new DecodeError("car", 'Expected number\n  at ["price"]'))
 * // [{ path: "price", message: "Expected number" }]
 */
export function decodeErrorFields(error: DecodeError): ReadonlyArray<ApiFieldError> {
  const fields: Array<ApiFieldError> = []
  let pending: Array<string> = []
  const flush = (path: string) => {
    if (pending.length > 0) fields.push({ path, message: pending.join("\n") })
    pending = []
  }
  for (const line of error.details.split("\n")) {
    const at = /^\s+at (.*)$/.exec(line)
    if (at) flush(dottedPath(at[1] ?? ""))
    else if (line.trim() !== "") pending.push(line.trim())
  }
  flush("")
  return fields
}

/**
 * Decodes a 2xx answer's body with its response schema; a body that does not fit becomes a
 * `decode` error whose message and fields name every bad path.
 *
 * @example
 * decodeAnswer(Car, body, "car 2022-toyota-hilux", 200)
 */
export function decodeAnswer<S extends Schema.Decoder<unknown>>(
  schema: S,
  body: unknown,
  source: string,
  status: number
): Result.Result<S["Type"], DecodeApiError> {
  return Result.mapError(decodeResult(schema, body, source), (error): DecodeApiError => ({
    kind: "decode",
    status,
    code: "invalid_response",
    message: error.message,
    fields: decodeErrorFields(error),
    retryAfterSeconds: null
  }))
}
