import { defaultTexts, type Texts } from "@dealer/core"
import { ApiError, apiErrorResponse } from "./api-error.server.ts"
import { apiMessages } from "./api-messages.server.ts"
import { SearchUnavailable } from "./guarded-search.server.ts"
import { logProblem } from "./safe-log.server.ts"

// Connection failures of the pg driver and server, and PostgreSQL's connection exception class (08).
const UNREACHABLE_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "ENOTFOUND", "EPIPE", "57P01", "57P03"])

function isDatabaseUnreachable(error: unknown): boolean {
  if (!(error instanceof Error)) return false
  const code = (error as { code?: unknown }).code
  if (typeof code === "string" && (UNREACHABLE_CODES.has(code) || code.startsWith("08"))) return true
  return /connection terminated|timeout exceeded when trying to connect|pglite is closed/i.test(error.message)
}

/**
 * The answer to anything a handler threw: its own status for an `ApiError`; 503 with
 * `Retry-After` when the database cannot be reached or the search engine fails or times out;
 * otherwise 500 with the specification's
 * `An unexpected error occured` and no details, logged without its message.
 *
 * @example
 * catch (error) { return failureResponse("POST /api/leads", error, tenant?.texts) }
 */
export function failureResponse(
  what: string,
  error: unknown,
  texts: Texts = defaultTexts
): Response {
  if (error instanceof ApiError) return apiErrorResponse(error, texts)
  if (error instanceof Response) return error
  logProblem(what, error)
  if (isDatabaseUnreachable(error) || error instanceof SearchUnavailable) {
    return apiErrorResponse(new ApiError(503, "unavailable", apiMessages.unavailable, [], { "Retry-After": "5" }), texts)
  }
  return apiErrorResponse(new ApiError(500, "server_error", texts.unexpectedError), texts)
}
