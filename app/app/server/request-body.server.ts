import { ApiError, invalidInput } from "./api-error.server.ts"
import { apiMessages } from "./api-messages.server.ts"

/** Request bodies larger than this are refused with 413 (docs/api.md, "Bodies"). */
export const BODY_LIMIT_BYTES = 64 * 1024

/** A request body as it arrived, and as JSON. */
export interface JsonBody {
  readonly raw: string
  readonly json: unknown
}

const tooLarge = () => new ApiError(413, "too_large", apiMessages.tooLarge)

async function readLimited(request: Request, limitBytes: number): Promise<string> {
  const declared = Number(request.headers.get("content-length"))
  if (Number.isFinite(declared) && declared > limitBytes) throw tooLarge()
  if (request.body === null) return ""
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    // A body without (or lying in) Content-Length is cut off as soon as it passes the limit.
    if (size > limitBytes) {
      await reader.cancel().catch(() => {})
      throw tooLarge()
    }
    chunks.push(value)
  }
  return new TextDecoder().decode(Buffer.concat(chunks))
}

/**
 * Reads a JSON request body of at most `limitBytes` (64 KB): 413 beyond it, 400 when it is not
 * JSON or holds what nothing after it can handle (see `unstorablePart`). An empty body reads as `{}`.
 *
 * @example
 * const { raw, json } = await readJsonBody(request)
 */
export async function readJsonBody(request: Request, limitBytes = BODY_LIMIT_BYTES): Promise<JsonBody> {
  const raw = await readLimited(request, limitBytes)
  if (raw.trim() === "") return { raw: "", json: {} }
  const type = request.headers.get("content-type") ?? ""
  if (!/^application\/(?:[\w.+-]+\+)?json\b/i.test(type.trim())) {
    throw invalidInput([{ path: "Content-Type", message: apiMessages.notJson }])
  }
  let json: unknown
  try {
    json = JSON.parse(raw) as unknown
  } catch {
    throw invalidInput([{ path: "body", message: apiMessages.badJson }])
  }
  const problem = unstorablePart(json)
  if (problem !== null) throw invalidInput([{ path: problem.path || "body", message: problem.message }])
  return { raw, json }
}

/** Deeper than any body of the API; deeper still overflows the stack of whatever walks it. */
export const NESTING_LIMIT = 32

/**
 * The most characters one text of a body may hold: a lead's message is the longest text a shopper
 * types (a long one is a few hundred words). With a 64 KB body, a stored row stays small however
 * the body is built.
 */
export const TEXT_LIMIT = 5_000

/** The most items one list or keys one object of a body may hold (forms send a few dozen). */
export const ENTRIES_LIMIT = 200

// U+0000, and a surrogate half without its other half (JSON's `"\ud800"` escape).
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/
const UNSTORABLE_MESSAGE = "Expected text without NUL characters or unpaired surrogates"
const NESTING_MESSAGE = `Expected at most ${NESTING_LIMIT} levels of nesting`
const TEXT_MESSAGE = `Expected at most ${TEXT_LIMIT} characters`
const ENTRIES_MESSAGE = `Expected at most ${ENTRIES_LIMIT} entries`

/** A place in a JSON value: its key under its parent (kept as a chain, paths can be long). */
interface Place {
  readonly key: string
  readonly parent: Place | null
  readonly depth: number
}

const pathOf = (place: Place | null): string => {
  const keys: string[] = []
  for (let at = place; at !== null; at = at.parent) keys.push(at.key)
  return keys.reverse().join(".")
}

/**
 * The first part of a body the API cannot handle, by its path (`userData.name`, `""` for the
 * body itself), or null: a text or key PostgreSQL cannot store (`text` and `jsonb` hold no NUL,
 * `jsonb` no unpaired surrogate), nesting past `NESTING_LIMIT` (storing or delivering it would
 * overflow the stack), or a text, list or object past the sizes any form sends (`TEXT_LIMIT`,
 * `ENTRIES_LIMIT`), so no field stores more than a shopper could type. Such a body would fail with a 500 after passing its checks; it is refused
 * as bad input instead. Walked without recursion: a 64 KB body can nest thousands of levels deep.
 */
function unstorablePart(json: unknown): { path: string; message: string } | null {
  const pending: Array<{ value: unknown; place: Place | null }> = [{ value: json, place: null }]
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const { value, place } = next
    if (typeof value === "string") {
      if (UNSTORABLE.test(value)) return { path: pathOf(place), message: UNSTORABLE_MESSAGE }
      if (value.length > TEXT_LIMIT) return { path: pathOf(place), message: TEXT_MESSAGE }
    } else if (value !== null && typeof value === "object") {
      const depth = (place?.depth ?? 0) + 1
      if (depth > NESTING_LIMIT) return { path: pathOf(place), message: NESTING_MESSAGE }
      const entries = Object.entries(value)
      if (entries.length > ENTRIES_LIMIT) return { path: pathOf(place), message: ENTRIES_MESSAGE }
      for (const [key, inner] of entries) {
        if (key.length > TEXT_LIMIT) return { path: pathOf(place), message: TEXT_MESSAGE }
        const innerPlace = { key, parent: place, depth }
        if (UNSTORABLE.test(key)) return { path: pathOf(innerPlace), message: UNSTORABLE_MESSAGE }
        pending.push({ value: inner, place: innerPlace })
      }
    }
  }
  return null
}
