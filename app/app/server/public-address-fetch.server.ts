import type { IncomingMessage } from "node:http"
import { addAbortSignal } from "node:stream"
import { FetchRefused, guardedRequest, guardedUrl, type AddressGuard } from "./public-address-guard.server.ts"

export { FetchRefused, type FetchRefusal, type ResolveHost } from "./public-address-guard.server.ts"

export interface PublicFetchOptions extends AddressGuard {
  /** For the whole fetch: every hop and the body. */
  readonly timeoutMs: number
  /** The body's limit, enforced while it streams in. */
  readonly maxBytes: number
  readonly accept?: string
  /** Default 3. */
  readonly maxRedirects?: number
}

/** What a public host answered. */
export interface PublicAnswer {
  readonly status: number
  readonly contentType: string
  readonly body: Buffer
}

const REDIRECTS = new Set([301, 302, 303, 307, 308])

async function cappedBody(response: IncomingMessage, maxBytes: number, signal: AbortSignal): Promise<Buffer> {
  if (Number(response.headers["content-length"] ?? 0) > maxBytes) {
    response.destroy()
    throw new FetchRefused("too_large")
  }
  addAbortSignal(signal, response)
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of response as AsyncIterable<Buffer>) {
    size += chunk.length
    if (size > maxBytes) throw new FetchRefused("too_large")
    chunks.push(chunk)
  }
  return Buffer.concat(chunks)
}

/**
 * GET of an address that comes from data (a stock feed, tenant settings), from public hosts
 * only: http(s), every host name resolved and checked by the socket that connects (loopback,
 * private, link-local, metadata and the like refused), redirects followed by hand and re-checked
 * hop by hop, the body cut off past `maxBytes`, all within `timeoutMs`. Throws `FetchRefused`
 * for a refused host or a cut-off, and the network's errors as they come.
 *
 * @example
 * await fetchPublic("https://photos.dealer.example/1.jpg", { timeoutMs: 4000, maxBytes: 15e6 })
 * // { status: 200, contentType: "image/jpeg", body: <Buffer ...> }
 * await fetchPublic("http://169.254.169.254/latest/meta-data/", options) // throws FetchRefused (not_public)
 */
export async function fetchPublic(address: string, options: PublicFetchOptions): Promise<PublicAnswer> {
  const signal = AbortSignal.timeout(options.timeoutMs)
  const maxRedirects = options.maxRedirects ?? 3
  let url = guardedUrl(address, options.allowed)
  for (let redirects = 0; ; redirects++) {
    const response = await guardedRequest(url, { method: "GET", headers: { accept: options.accept ?? "*/*" } }, options, signal)
    const status = response.statusCode ?? 0
    const location = response.headers.location
    if (!REDIRECTS.has(status) || location === undefined) {
      const body = await cappedBody(response, options.maxBytes, signal)
      return { status, contentType: response.headers["content-type"] ?? "", body }
    }
    response.destroy()
    if (redirects >= maxRedirects) throw new FetchRefused("too_many_redirects")
    url = guardedUrl(new URL(location, url).href, options.allowed)
  }
}
