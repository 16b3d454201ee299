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
 * JSON. An empty body reads as `{}`.
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
  const unstorable = pathOfUnstorableText(json)
  if (unstorable !== null) throw invalidInput([{ path: unstorable || "body", message: UNSTORABLE_MESSAGE }])
  return { raw, json }
}

const UNSTORABLE_MESSAGE = "Expected text without NUL characters or unpaired surrogates"

// U+0000, and a surrogate half without its other half (JSON's `"\\ud800"` escape).
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

/**
 * The path (`userData.name`, `""` for the body itself) of the first text or key PostgreSQL
 * cannot store, or null: `text` and `jsonb` hold no NUL, and `jsonb` no unpaired surrogate, so
 * such a body would fail with a 500 after passing its checks; it is refused as bad input instead.
 * Walked without recursion: a 64 KB body can nest thousands of levels deep.
 */
function pathOfUnstorableText(json: unknown): string | null {
  const pending: Array<{ value: unknown; path: string }> = [{ value: json, path: "" }]
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const { value, path } = next
    if (typeof value === "string") {
      if (UNSTORABLE.test(value)) return path
    } else if (value !== null && typeof value === "object") {
      for (const [key, inner] of Object.entries(value)) {
        const innerPath = path === "" ? key : `${path}.${key}`
        if (UNSTORABLE.test(key)) return innerPath
        pending.push({ value: inner, path: innerPath })
      }
    }
  }
  return null
}
