import { lookup as systemLookup } from "node:dns/promises"
import http, { type IncomingMessage } from "node:http"
import https from "node:https"
import { isIP, type LookupFunction } from "node:net"
import { isInternalHostName, isPublicAddress } from "./public-address.server.ts"

/** Why a request stopped: a host that is not public, not http(s), too many redirects, too big a body. */
export type FetchRefusal = "not_public" | "not_web" | "too_many_redirects" | "too_large"

/** A request the guard stopped; logged as its name and code. */
export class FetchRefused extends Error {
  override readonly name = "FetchRefused"
  constructor(
    readonly code: FetchRefusal,
    /** The refused host (a name, or an address without brackets), or the refused scheme. */
    readonly host: string | undefined = undefined,
    /** The address a refused name resolved to, when one of its addresses was the cause. */
    readonly address: string | undefined = undefined
  ) {
    super(`Fetch refused: ${code}`)
  }
}

/** A host name's addresses (`family` 0 for any). */
export type ResolveHost = (
  hostname: string,
  family: 0 | 4 | 6
) => Promise<ReadonlyArray<{ readonly address: string; readonly family: number }>>

/** Where a guarded request may connect, and how its names resolve. */
export interface AddressGuard {
  /** Default: the system resolver. */
  readonly resolve?: ResolveHost | undefined
  /**
   * The address a socket connects to once an address passed the check: that address, unless a
   * test stands a local server in for a public host.
   */
  readonly dial?: ((checked: string) => string) | undefined
  /**
   * Hosts let through though they are not public (an operator's allow-list): called with the
   * URL's host, the name a socket resolves, and each address it resolves to. Default: none.
   */
  readonly allowed?: ((host: string) => boolean) | undefined
}

/** What one guarded request sends. */
export interface GuardedRequest {
  readonly method: "GET" | "POST"
  readonly headers: Readonly<Record<string, string>>
  readonly body?: string | undefined
}

const systemResolve: ResolveHost = (hostname, family) => systemLookup(hostname, { all: true, family, verbatim: true })

const nothingAllowed = (): boolean => false

/**
 * An http(s) address whose host is not refused by name or as an IP literal (literals skip
 * `lookup`, so they are checked here), without its user name and password.
 *
 * @example
 * guardedUrl("http://169.254.169.254/latest/meta-data/") // throws FetchRefused (not_public, host 169.254.169.254)
 */
export function guardedUrl(address: string, allowed: (host: string) => boolean = nothingAllowed): URL {
  const url = new URL(address)
  if (url.protocol !== "http:" && url.protocol !== "https:") throw new FetchRefused("not_web", url.protocol)
  const host = url.hostname.replace(/^\[(.*)\]$/, "$1")
  const internal = isIP(host) === 0 ? isInternalHostName(host) : !isPublicAddress(host)
  if (internal && !allowed(host)) throw new FetchRefused("not_public", host)
  url.username = ""
  url.password = ""
  return url
}

/**
 * The socket's own name resolution: every address of the name is checked, and the socket
 * connects to what was checked, so a name cannot point elsewhere between check and connect.
 */
function guardedLookup(guard: AddressGuard): LookupFunction {
  const resolve = guard.resolve ?? systemResolve
  const dial = guard.dial ?? ((checked: string) => checked)
  const allowed = guard.allowed ?? nothingAllowed
  return (hostname, options, callback) => {
    const family = options.family === 4 || options.family === 6 ? options.family : 0
    resolve(hostname, family).then(
      (found) => {
        const byName = allowed(hostname)
        const refused = found.find(({ address }) => !byName && !isPublicAddress(address) && !allowed(address))
        if (found.length === 0 || refused !== undefined) {
          callback(new FetchRefused("not_public", hostname, refused?.address), "")
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

/**
 * One request to a `guardedUrl`, on a new connection (no agent, so none is reused unchecked)
 * whose name resolution is checked; resolves with the answer's head, its body unread.
 *
 * @example
 * const answer = await guardedRequest(guardedUrl(address), { method: "GET", headers: {} }, {}, signal)
 */
export function guardedRequest(
  url: URL,
  init: GuardedRequest,
  guard: AddressGuard,
  signal: AbortSignal
): Promise<IncomingMessage> {
  const client = url.protocol === "https:" ? https : http
  const headers =
    init.body === undefined ? init.headers : { ...init.headers, "content-length": String(Buffer.byteLength(init.body)) }
  return new Promise((resolve, reject) => {
    const request = client.request(
      url,
      { method: init.method, headers, agent: false, lookup: guardedLookup(guard), signal },
      resolve
    )
    request.on("error", reject)
    request.end(init.body)
  })
}
