import { defaultTexts, type Texts } from "@dealer/core"
import { messageText, type ApiMessage } from "./api-messages.server.ts"

/** The stable codes of docs/api.md's error table. */
export type ApiErrorCode =
  | "invalid_input"
  | "sign_in_required"
  | "cross_site"
  | "not_found"
  | "method_not_allowed"
  | "conflict"
  | "payment_declined"
  | "too_large"
  | "idempotency_mismatch"
  | "rate_limited"
  | "unavailable"
  | "server_error"

/** One bad input field, by its path (`userData.phone`, `Idempotency-Key`). */
export interface ApiErrorField {
  readonly path: string
  readonly message: ApiMessage
}

/**
 * A request the API refuses: thrown anywhere in a handler, answered as
 * `{ error: { code, message, fields } }` with its status (and headers such as `Retry-After`),
 * its sentences in the tenant's words.
 */
export class ApiError extends Error {
  override readonly name = "ApiError"
  constructor(
    readonly status: number,
    readonly code: ApiErrorCode,
    readonly text: ApiMessage,
    readonly fields: ReadonlyArray<ApiErrorField> = [],
    readonly headers: Readonly<Record<string, string>> = {}
  ) {
    super(messageText(text))
  }
}

/** 400 naming the bad fields; the message is the first field's when none is given. */
export const invalidInput = (fields: ReadonlyArray<ApiErrorField>, message?: ApiMessage) =>
  new ApiError(400, "invalid_input", message ?? fields[0]?.message ?? "The request is not valid.", fields)

/** 404 with a sentence saying what is missing. */
export const notFound = (message: ApiMessage) => new ApiError(404, "not_found", message)

/** The JSON answer of an error, in the tenant's texts (the defaults before a tenant is known). */
export function apiErrorResponse(error: ApiError, texts: Texts = defaultTexts): Response {
  const fields = error.fields.map((field) => ({ path: field.path, message: messageText(field.message, texts) }))
  return Response.json(
    { error: { code: error.code, message: messageText(error.text, texts), fields } },
    { status: error.status, headers: { "Cache-Control": "no-store", ...error.headers } }
  )
}
