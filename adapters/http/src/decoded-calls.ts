import { Result, type Schema } from "effect"
import type { ApiError } from "./api-error.ts"
import { decodeAnswer } from "./decode-answer.ts"
import type { CallOptions, PlatformAnswer, PlatformHttp, PostOptions, QueryPairs } from "./platform-http.ts"

/** What every call of the client returns: the decoded answer, or why there is none. */
export type ApiResult<T> = Result.Result<T, ApiError>

const decodedWith =
  <S extends Schema.Decoder<unknown>>(schema: S, source: string) =>
  (answer: PlatformAnswer): ApiResult<S["Type"]> =>
    decodeAnswer(schema, answer.body, source, answer.status)

/**
 * GET a path and decode its JSON answer with a schema.
 *
 * @example
 * await getDecoded(http, Car, "/api/cars/hilux", "car hilux")
 */
export async function getDecoded<S extends Schema.Decoder<unknown>>(
  http: PlatformHttp,
  schema: S,
  path: string,
  source: string,
  query?: QueryPairs,
  options?: CallOptions
): Promise<ApiResult<S["Type"]>> {
  return Result.flatMap(await http.get(path, query, options), decodedWith(schema, source))
}

/**
 * POST a JSON body (with an `Idempotency-Key`) and decode the JSON answer with a schema.
 *
 * @example
 * await postDecoded(http, LeadSubmitResponse, "/api/leads", body, "lead answer", { idempotencyKey })
 */
export async function postDecoded<S extends Schema.Decoder<unknown>>(
  http: PlatformHttp,
  schema: S,
  path: string,
  body: object | undefined,
  source: string,
  options?: PostOptions
): Promise<ApiResult<S["Type"]>> {
  return Result.flatMap(await http.post(path, body, options), decodedWith(schema, source))
}

/**
 * POST a JSON body whose answer has no content (202 or 204): any 2xx is success.
 *
 * @example
 * await postNoContent(http, "/api/phone-reveals", { car_id: 7, dealership_id: 3, website_id: 1 })
 */
export async function postNoContent(
  http: PlatformHttp,
  path: string,
  body: object | undefined,
  options?: PostOptions
): Promise<ApiResult<void>> {
  return Result.map(await http.post(path, body, options), () => undefined)
}

/**
 * A failure the specification says to swallow becomes the fallback value; when `logMessage` is
 * given it is logged first.
 *
 * @example
 * withFallback(result, [], http.log, "Failed to fetch locations")
 */
export function withFallback<T, F>(
  result: ApiResult<T>,
  fallback: F,
  log: ((message: string, error: ApiError) => void) | null,
  logMessage?: string
): Result.Result<T | F, never> {
  if (Result.isSuccess(result)) return Result.succeed(result.success)
  if (log && logMessage) log(logMessage, result.failure)
  return Result.succeed(fallback)
}

/** A slug as one URL path segment. */
export const pathSegment = (value: string | number): string => encodeURIComponent(String(value))
