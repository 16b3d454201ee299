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
  try {
    return { raw, json: JSON.parse(raw) as unknown }
  } catch {
    throw invalidInput([{ path: "body", message: apiMessages.badJson }])
  }
}
