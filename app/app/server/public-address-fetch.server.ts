import { lookup as systemLookup } from "node:dns/promises"
import http, { type IncomingMessage } from "node:http"
import https from "node:https"
import { isIP, type LookupFunction } from "node:net"
import { addAbortSignal } from "node:stream"
import { isInternalHostName, isPublicAddress } from "./public-address.server.ts"

/** Why a fetch stopped: a host that is not public, not http(s), too many redirects, too big a body. */
export type FetchRefusal = "not_public" | "not_web" | "too_many_redirects" | "too_large"

/** A fetch the guard stopped; logged as its name and code. */
export class FetchRefused extends Error {
  override readonly name = "FetchRefused"
  constructor(readonly code: FetchRefusal) {
    super(`Fetch refused: ${code}`)
  }
}

/** A host name's addresses (`family` 0 for any). */
export type ResolveHost = (
  hostname: string,
  family: 0 | 4 | 6
) => Promise<ReadonlyArray<{ readonly address: string; readonly family: number }>>

export interface PublicFetchOptions {
  /** For the whole fetch: every hop and the body. */
  readonly timeoutMs: number
  /** The body's limit, enforced while it streams in. */
  readonly maxBytes: number
  readonly accept?: string
  /** Default 3. */
  readonly maxRedirects?: number
  /** Default: the system resolver. */
  readonly resolve?: ResolveHost
  /**
   * The address a socket connects to once an address passed the check: that address, unless a
   * test stands a local server in for a public host.
   */
  readonly dial?: (checked: string) => string
}

/** What a public host answered. */
export interface PublicAnswer {
  readonly status: number
  readonly contentType: string
  readonly body: Buffer
}

const REDIRECTS = new Set([301, 302, 303, 307, 308])

const systemResolve: ResolveHost = (hostname, family) => systemLookup(hostname, { all: true, family, verbatim: true })

/** An http(s) address whose host is not refused by name or as an IP literal (literals skip `lookup`). */
function webTarget(address: string): URL {
  const url = new URL(address)
  if (url.protocol !== "http:" && url.protocol !== "https:") throw new FetchRefused("not_web")
  const host = url.hostname.replace(/^\[(.*)\]$/, "$1")
  if (isIP(host) === 0 ? isInternalHostName(host) : !isPublicAddress(host)) throw new FetchRefused("not_public")
  url.username = ""
  url.password = ""
  return url
}

/**
 * The socket's own name resolution: every address of the name is checked, and the socket
 * connects to what was checked, so a name cannot point elsewhere between check and connect.
 */
function checkedLookup(resolve: ResolveHost, dial: (checked: string) => string): LookupFunction {
  return (hostname, options, callback) => {
    const family = options.family === 4 || options.family === 6 ? options.family : 0
    resolve(hostname, family).then(
      (found) => {
        if (found.length === 0 || !found.every(({ address }) => isPublicAddress(address))) {
          callback(new FetchRefused("not_public"), "")
          return
        }
        const addresses = found.map(({ address }) => dial(address)).map((address) => ({ address, family: isIP(address) }))
        const [first] = addresses
        if (options.all === true) callback(null, addresses)
        else callback(null, first?.address ?? "", first?.family)
      },
      (error: NodeJS.ErrnoException) => callback(error, "")
    )
  }
}

function get(url: URL, accept: string, lookup: LookupFunction, signal: AbortSignal): Promise<IncomingMessage> {
  const client = url.protocol === "https:" ? https : http
  return new Promise((resolve, reject) => {
    // A new connection per request (no agent), so every one goes through the checked lookup.
    const request = client.request(url, { headers: { accept }, agent: false, lookup, signal }, resolve)
    request.on("error", reject)
    request.end()
  })
}

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
  const lookup = checkedLookup(options.resolve ?? systemResolve, options.dial ?? ((checked) => checked))
  const maxRedirects = options.maxRedirects ?? 3
  let url = webTarget(address)
  for (let redirects = 0; ; redirects++) {
    const response = await get(url, options.accept ?? "*/*", lookup, signal)
    const status = response.statusCode ?? 0
    const location = response.headers.location
    if (!REDIRECTS.has(status) || location === undefined) {
      const body = await cappedBody(response, options.maxBytes, signal)
      return { status, contentType: response.headers["content-type"] ?? "", body }
    }
    response.destroy()
    if (redirects >= maxRedirects) throw new FetchRefused("too_many_redirects")
    url = webTarget(new URL(location, url).href)
  }
}
