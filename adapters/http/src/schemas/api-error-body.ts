import { withDefault } from "@dealer/core"
import { Schema } from "effect"

/** One bad field of an error answer. */
export const ApiErrorField = Schema.Struct({ path: Schema.String, message: Schema.String })

/**
 * The body of every 4xx answer (docs/api.md, "Errors"):
 * `{ error: { code, message, fields: [{ path, message }] } }`.
 *
 * @example
 * decodeResult(ApiErrorBody, { error: { code: "not_found", message: "No such car." } }, "error answer")
 */
export const ApiErrorBody = Schema.Struct({
  error: Schema.Struct({
    code: Schema.String,
    message: Schema.String,
    fields: withDefault(Schema.Array(ApiErrorField), [])
  })
})
export type ApiErrorBody = typeof ApiErrorBody.Type
