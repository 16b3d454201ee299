import { guardedRequest, guardedUrl, type AddressGuard } from "./public-address-guard.server.ts"

export interface PublicPostOptions extends AddressGuard {
  readonly headers: Readonly<Record<string, string>>
  readonly body: string
  /** Ends the request (connecting, sending, waiting for the answer's head). */
  readonly signal: AbortSignal
}

/**
 * POST to an address that comes from data (a tenant's webhook), with the guard of `fetchPublic`
 * (decision 0042): http(s) only, the host checked by name or as an IP literal, and every address a
 * name resolves to checked by the socket that connects to it, unless `allowed` lets the host
 * through. Redirects are not followed: a 3xx is answered as its status. Resolves to the status
 * (the body is left unread); throws `FetchRefused` for a refused host and the network's errors as
 * they come.
 *
 * @example
 * await postPublic("https://crm.dealer.example/leads", { headers, body, signal }) // 202
 * await postPublic("http://10.0.0.5/leads", { headers, body, signal }) // throws FetchRefused (not_public, host 10.0.0.5)
 */
export async function postPublic(address: string, options: PublicPostOptions): Promise<number> {
  const url = guardedUrl(address, options.allowed)
  const response = await guardedRequest(
    url,
    { method: "POST", headers: options.headers, body: options.body },
    options,
    options.signal
  )
  response.destroy()
  return response.statusCode ?? 0
}
