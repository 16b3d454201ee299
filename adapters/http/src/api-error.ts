/** The error codes of the platform API's 4xx/5xx answers (docs/api.md, "Errors"). */
export const API_ERROR_CODES = [
  "invalid_input",
  "sign_in_required",
  "cross_site",
  "not_found",
  "conflict",
  "too_large",
  "idempotency_mismatch",
  "rate_limited",
  "unavailable"
] as const
export type ApiErrorCode = (typeof API_ERROR_CODES)[number]

/** A code for an HTTP answer whose body names no known code: a 5xx is `server_error`, anything else `http_error`. */
export type HttpErrorCode = ApiErrorCode | "server_error" | "http_error"

/** One bad field, by its path (`phone`, `hits.0.price`). */
export interface ApiFieldError {
  readonly path: string
  readonly message: string
}

interface ApiErrorBase {
  /** Readable sentence; for an HTTP answer, the API's own message (the specification's text where it has one). */
  readonly message: string
  readonly fields: ReadonlyArray<ApiFieldError>
}

/** The API answered with a non-2xx status. */
export interface HttpApiError extends ApiErrorBase {
  readonly kind: "http"
  readonly status: number
  readonly code: HttpErrorCode
  /** The message the API's error body carried; `null` when it carried none (an empty 500, a proxy's page). */
  readonly returnedMessage: string | null
  /** Seconds the `Retry-After` header asks to wait (429 and 503), else `null`. */
  readonly retryAfterSeconds: number | null
}

/** No answer arrived: the server was unreachable or the connection dropped. */
export interface NetworkApiError extends ApiErrorBase {
  readonly kind: "network"
  readonly status: null
  readonly code: "network_error"
  readonly retryAfterSeconds: null
}

/** No complete answer within the call's time limit. */
export interface TimeoutApiError extends ApiErrorBase {
  readonly kind: "timeout"
  readonly status: null
  readonly code: "timeout"
  readonly retryAfterSeconds: null
}

/** A 2xx answer whose body does not fit the response schema; `fields` names each bad path. */
export interface DecodeApiError extends ApiErrorBase {
  readonly kind: "decode"
  readonly status: number
  readonly code: "invalid_response"
  readonly retryAfterSeconds: null
}

/** The caller cancelled the call through its `signal`. */
export interface AbortedApiError extends ApiErrorBase {
  readonly kind: "aborted"
  readonly status: null
  readonly code: "aborted"
  readonly retryAfterSeconds: null
}

/** Every way a platform API call can fail, as a value. Switch on `kind`. */
export type ApiError = HttpApiError | NetworkApiError | TimeoutApiError | DecodeApiError | AbortedApiError

/**
 * A network failure as an `ApiError`.
 *
 * @example
 * networkError("fetch failed").code // "network_error"
 */
export function networkError(reason: string): NetworkApiError {
  const detail = reason.trim()
  return {
    kind: "network",
    status: null,
    code: "network_error",
    message: detail ? `The server could not be reached: ${detail}` : "The server could not be reached.",
    fields: [],
    retryAfterSeconds: null
  }
}

/**
 * A timeout as an `ApiError`.
 *
 * @example
 * timeoutError(10_000).message // "No answer from the server within 10 seconds."
 */
export function timeoutError(timeoutMs: number): TimeoutApiError {
  const seconds = Math.round(timeoutMs / 100) / 10
  return {
    kind: "timeout",
    status: null,
    code: "timeout",
    message: `No answer from the server within ${seconds} second${seconds === 1 ? "" : "s"}.`,
    fields: [],
    retryAfterSeconds: null
  }
}

/**
 * A cancelled call as an `ApiError`.
 *
 * @example
 * abortedError().kind // "aborted"
 */
export function abortedError(): AbortedApiError {
  return {
    kind: "aborted",
    status: null,
    code: "aborted",
    message: "The request was cancelled.",
    fields: [],
    retryAfterSeconds: null
  }
}

/**
 * True when a failure is worth trying again later with the same `Idempotency-Key`: no answer,
 * a timeout, 429 or a 5xx.
 *
 * @example
 * isRetryableApiError(networkError("fetch failed")) // true
 */
export function isRetryableApiError(error: ApiError): boolean {
  if (error.kind === "network" || error.kind === "timeout") return true
  return error.kind === "http" && (error.status === 429 || error.status >= 500)
}

/**
 * The message the platform itself returned with a failure, or "" when none came back (no
 * answer, a time-out, an answer without an error body): what a lead form shows as "the returned
 * error", falling back to its own text on "".
 *
 * @example
 * returnedMessage(httpError(500, "", null, now)) // ""
 * returnedMessage(httpError(409, { error: { code: "conflict", message: "That time was just taken." } }, null, now)) // "That time was just taken."
 */
export function returnedMessage(error: ApiError): string {
  return error.kind === "http" ? (error.returnedMessage ?? "") : ""
}
