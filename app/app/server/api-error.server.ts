/** The stable codes of docs/api.md's error table. */
export type ApiErrorCode =
  | "invalid_input"
  | "sign_in_required"
  | "cross_site"
  | "not_found"
  | "method_not_allowed"
  | "conflict"
  | "too_large"
  | "idempotency_mismatch"
  | "rate_limited"
  | "unavailable"
  | "server_error"

/** One bad input field, by its path (`userData.phone`, `Idempotency-Key`). */
export interface ApiErrorField {
  readonly path: string
  readonly message: string
}

/**
 * A request the API refuses: thrown anywhere in a handler, answered as
 * `{ error: { code, message, fields } }` with its status (and headers such as `Retry-After`).
 */
export class ApiError extends Error {
  override readonly name = "ApiError"
  constructor(
    readonly status: number,
    readonly code: ApiErrorCode,
    message: string,
    readonly fields: ReadonlyArray<ApiErrorField> = [],
    readonly headers: Readonly<Record<string, string>> = {}
  ) {
    super(message)
  }
}

/** 400 naming the bad fields; the message is the first field's when none is given. */
export const invalidInput = (fields: ReadonlyArray<ApiErrorField>, message?: string) =>
  new ApiError(400, "invalid_input", message ?? fields[0]?.message ?? "The request is not valid.", fields)

/** 404 with a sentence saying what is missing. */
export const notFound = (message: string) => new ApiError(404, "not_found", message)

/** The JSON answer of an error. */
export function apiErrorResponse(error: ApiError): Response {
  return Response.json(
    { error: { code: error.code, message: error.message, fields: error.fields } },
    { status: error.status, headers: { "Cache-Control": "no-store", ...error.headers } }
  )
}
