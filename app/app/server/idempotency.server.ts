import type { IdempotencyStore } from "@dealer/core"
import { requestBodyHash } from "@dealer/postgres"
import { ApiError, invalidInput } from "./api-error.server.ts"
import { apiMessages } from "./api-messages.server.ts"

const KEY_HEADER = "Idempotency-Key"

/**
 * The request's `Idempotency-Key` (1 to 200 characters), or null when it sends none; 400 naming
 * the header otherwise.
 *
 * @example
 * idempotencyKey(request) // "0b6f..." | null
 */
export function idempotencyKey(request: Request): string | null {
  const key = request.headers.get(KEY_HEADER)
  if (key === null) return null
  if (key.length < 1 || key.length > 200)
    throw invalidInput([{ path: KEY_HEADER, message: apiMessages.idempotencyKey }])
  return key
}

/**
 * What a key's first request is recognised by: the call (method and path), who sent it and the
 * body. A key reused on another call, by another shopper or with another body is a mismatch (422),
 * so a retry never replays someone else's answer.
 *
 * @example
 * idempotencyFingerprint(request, user?.id ?? null, raw)
 */
export function idempotencyFingerprint(request: Request, userId: number | null, rawBody: string): string {
  const { pathname } = new URL(request.url)
  return requestBodyHash(`${request.method} ${pathname}\n${userId ?? "-"}\n${rawBody}`)
}

/** A stored first answer, replayed for a retry. */
export interface ReplayedAnswer {
  readonly status: number
  readonly body: string
}

/**
 * Reserves a key inside the caller's transaction: `null` to go on with the work (then `complete`
 * it there), the first answer for a retry, 422 for another body, 409 while the first is running.
 *
 * @example
 * const replay = await reserveIdempotencyKey(repos.idempotency, { tenantSlug, key, bodyHash, now })
 */
export async function reserveIdempotencyKey(
  store: IdempotencyStore,
  request: { readonly tenantSlug: string; readonly key: string; readonly bodyHash: string; readonly now: Date }
): Promise<ReplayedAnswer | null> {
  const decision = await store.reserve(request)
  switch (decision.kind) {
    case "proceed":
      return null
    case "replay":
      return decision.response
    case "mismatch":
      throw new ApiError(422, "idempotency_mismatch", apiMessages.idempotencyMismatch, [
        { path: KEY_HEADER, message: apiMessages.idempotencyMismatch }
      ])
    case "in_progress":
      throw new ApiError(409, "conflict", apiMessages.idempotencyInProgress)
  }
}
