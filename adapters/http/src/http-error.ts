import { decodeResult } from "@dealer/core"
import { Result } from "effect"
import { API_ERROR_CODES, type ApiErrorCode, type HttpApiError, type HttpErrorCode } from "./api-error.ts"
import { ApiErrorBody } from "./schemas/api-error-body.ts"

// The code each status of the error table stands for, when the body names none.
const codeByStatus: ReadonlyMap<number, ApiErrorCode> = new Map([
  [400, "invalid_input"],
  [401, "sign_in_required"],
  [403, "cross_site"],
  [404, "not_found"],
  [409, "conflict"],
  [413, "too_large"],
  [422, "idempotency_mismatch"],
  [429, "rate_limited"],
  [503, "unavailable"]
])

const isKnownCode = (code: string): code is ApiErrorCode => (API_ERROR_CODES as ReadonlyArray<string>).includes(code)

function fallbackCode(status: number): HttpErrorCode {
  return codeByStatus.get(status) ?? (status >= 500 ? "server_error" : "http_error")
}

/**
 * Seconds to wait from a `Retry-After` header: whole seconds, or an HTTP date measured from `now`.
 *
 * @example
 * retryAfterSeconds("120", new Date()) // 120
 * retryAfterSeconds(null, new Date()) // null
 */
export function retryAfterSeconds(header: string | null, now: Date): number | null {
  const text = header?.trim() ?? ""
  if (text === "") return null
  if (/^\d+$/.test(text)) return Number(text)
  const at = Date.parse(text)
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now.getTime()) / 1000))
}

/**
 * The `ApiError` of a non-2xx answer: code, message and fields from the API's error body, or,
 * when the body is not one (a proxy's HTML page), the status's code and a sentence naming the status.
 *
 * @example
 * httpError(404, { error: { code: "not_found", message: "No such car." } }, null, new Date())
 * // { kind: "http", status: 404, code: "not_found", message: "No such car.", returnedMessage: "No such car.", fields: [], retryAfterSeconds: null }
 */
export function httpError(status: number, body: unknown, retryAfter: string | null, now: Date): HttpApiError {
  const decoded = decodeResult(ApiErrorBody, body, "error answer")
  const error = Result.isSuccess(decoded) ? decoded.success.error : null
  const returned = error?.message.trim() || null
  return {
    kind: "http",
    status,
    code: error && isKnownCode(error.code) ? error.code : fallbackCode(status),
    message: returned ?? `The server answered with status ${status}.`,
    returnedMessage: returned,
    fields: error?.fields ?? [],
    retryAfterSeconds: retryAfterSeconds(retryAfter, now)
  }
}
