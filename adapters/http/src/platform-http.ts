import { FetchError, ofetch } from "ofetch"
import { Result } from "effect"
import { abortedError, networkError, timeoutError, type ApiError } from "./api-error.ts"
import { httpError } from "./http-error.ts"
import { IDEMPOTENCY_KEY_HEADER, isIdempotencyKey, newIdempotencyKey } from "./idempotency-key.ts"

/** Where log lines of calls whose failure the specification says to log go (default `console.warn`). */
export type PlatformLog = (message: string, error: ApiError) => void

export interface PlatformClientOptions {
  /** The dealer site's origin, e.g. `https://acme.example.com`; `""` for same-origin calls in a browser. */
  readonly baseUrl: string
  /** A fetch implementation; the global `fetch` when left out. */
  readonly fetch?: typeof globalThis.fetch
  /** Time limit of a whole call, retries and body included; default 10 s. */
  readonly timeoutMs?: number
  /** Extra attempts after a network failure, 408, 425, 429 or 5xx; default 1. */
  readonly retry?: number
  /** Pause before a retry; default 300 ms. */
  readonly retryDelayMs?: number
  readonly log?: PlatformLog
}

/** Options of any call: a signal to cancel it (e.g. the signal xstate gives a promise actor). */
export interface CallOptions {
  readonly signal?: AbortSignal
}

/** Options of a POST: the submission's `Idempotency-Key`; a fresh one is made when left out. */
export interface PostOptions extends CallOptions {
  readonly idempotencyKey?: string
}

/** A 2xx answer: its status, headers and body (by its content type: parsed JSON, text or a Blob). */
export interface PlatformAnswer {
  readonly status: number
  readonly headers: Headers
  readonly body: unknown
}

export type QueryPairs = ReadonlyArray<readonly [string, string]>

/** One request as the transport sends it. */
export interface PlatformRequest {
  readonly method: "GET" | "POST"
  readonly query?: QueryPairs
  readonly body?: object
  /** `json` for API answers; `file` for downloads such as the PDF. */
  readonly accept: "json" | "file"
  readonly headers?: Readonly<Record<string, string>>
  readonly signal?: AbortSignal | undefined
}

/** The transport every group client shares. */
export interface PlatformHttp {
  readonly baseUrl: string
  readonly log: PlatformLog
  request(path: string, init: PlatformRequest): Promise<Result.Result<PlatformAnswer, ApiError>>
  get(path: string, query?: QueryPairs, options?: CallOptions): Promise<Result.Result<PlatformAnswer, ApiError>>
  getFile(path: string, options?: CallOptions): Promise<Result.Result<PlatformAnswer, ApiError>>
  post(path: string, body: object | undefined, options?: PostOptions): Promise<Result.Result<PlatformAnswer, ApiError>>
}

export const DEFAULT_TIMEOUT_MS = 10_000
const DEFAULT_RETRY = 1
const DEFAULT_RETRY_DELAY_MS = 300
// ofetch's list without 409: a conflict (car already reserved) does not go away by asking again.
// A failure without an answer counts as 500, so network errors are retried too.
const RETRY_STATUS_CODES = [408, 425, 429, 500, 502, 503, 504]

const defaultLog: PlatformLog = (message, error) => console.warn(message, error)

function withQuery(path: string, query: QueryPairs | undefined): string {
  const search = new URLSearchParams(query?.map(([name, value]) => [name, value])).toString()
  return search ? `${path}?${search}` : path
}

function postKey(options: PostOptions | undefined): string {
  const key = options?.idempotencyKey ?? newIdempotencyKey()
  if (!isIdempotencyKey(key)) throw new RangeError("An Idempotency-Key must be 1 to 200 characters")
  return key
}

/**
 * The shared transport: ofetch with the base URL, JSON bodies, the session cookie, retries, a
 * time limit on every call and every failure turned into an `ApiError` value.
 *
 * @example
 * const http = createPlatformHttp({ baseUrl: "https://acme.example.com" })
 * const answer = await http.get("/api/watchlist")
 */
export function createPlatformHttp(options: PlatformClientOptions): PlatformHttp {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS
  const retryDelayMs = options.retryDelayMs ?? DEFAULT_RETRY_DELAY_MS
  const $fetch = ofetch.create(
    {
      baseURL: options.baseUrl,
      credentials: "include",
      retry: options.retry ?? DEFAULT_RETRY,
      retryStatusCodes: RETRY_STATUS_CODES,
      // Once the call's time is up, fail at once rather than wait for a retry that cannot finish.
      retryDelay: (context) => (context.options.signal?.aborted ? 0 : retryDelayMs)
    },
    options.fetch ? { fetch: options.fetch } : {}
  )

  async function request(path: string, init: PlatformRequest): Promise<Result.Result<PlatformAnswer, ApiError>> {
    // One deadline for the whole call: connecting, every retry and reading the body. Aborting
    // without a reason makes ofetch treat it as a cancel and stop retrying.
    const deadline = new AbortController()
    const timer = setTimeout(() => deadline.abort(), timeoutMs)
    const signal = init.signal ? AbortSignal.any([init.signal, deadline.signal]) : deadline.signal
    try {
      const response = await $fetch.raw(withQuery(path, init.query), {
        method: init.method,
        // No fixed response type: a PDF answer arrives as a Blob, its JSON error body still as JSON.
        headers: { accept: init.accept === "json" ? "application/json" : "*/*", ...init.headers },
        ...(init.body === undefined ? {} : { body: init.body }),
        signal
      })
      return Result.succeed({ status: response.status, headers: response.headers, body: response._data })
    } catch (error) {
      if (init.signal?.aborted) return Result.fail(abortedError())
      if (deadline.signal.aborted) return Result.fail(timeoutError(timeoutMs))
      if (error instanceof FetchError && error.response) {
        const { status, headers } = error.response
        return Result.fail(httpError(status, error.data, headers.get("retry-after"), new Date()))
      }
      const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error
      return Result.fail(networkError(cause instanceof Error ? cause.message : ""))
    } finally {
      clearTimeout(timer)
    }
  }

  return {
    baseUrl: options.baseUrl,
    log: options.log ?? defaultLog,
    request,
    get: (path, query, call) =>
      request(path, { method: "GET", accept: "json", ...(query ? { query } : {}), signal: call?.signal }),
    getFile: (path, call) => request(path, { method: "GET", accept: "file", signal: call?.signal }),
    post: async (path, body, call) =>
      request(path, {
        method: "POST",
        accept: "json",
        ...(body === undefined ? {} : { body }),
        headers: { [IDEMPOTENCY_KEY_HEADER]: postKey(call) },
        signal: call?.signal
      })
  }
}
