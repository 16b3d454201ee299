import { request, type IncomingHttpHeaders } from "node:http"

/** An answer as it came over the wire: status, headers and the body's bytes. */
export interface WireAnswer {
  readonly status: number
  readonly headers: IncomingHttpHeaders
  readonly body: Buffer
}

export interface WireRequest {
  readonly port: number
  /** The request line's target, already percent-encoded. */
  readonly path: string
  readonly method?: string
  /** Sent exactly as given (fetch would add its own and will not send another Host). */
  readonly headers?: Readonly<Record<string, string>>
  readonly body?: string | Uint8Array
  /** Gives up (rejecting with the socket's error) when the connection is idle this long. */
  readonly timeoutMs?: number
}

/**
 * One HTTP exchange with a local server over a fresh connection, sending exactly these headers
 * and bytes (a tenant's Host, invalid UTF-8, no Origin).
 *
 * @example
 * const { status, body } = await httpExchange({ port, path: "/", headers: { host: "metro-motor-group.localhost" } })
 */
export function httpExchange(exchange: WireRequest): Promise<WireAnswer> {
  const body = exchange.body === undefined ? undefined : Buffer.from(exchange.body)
  const length = body === undefined ? {} : { "content-length": String(body.byteLength) }
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: "127.0.0.1",
        port: exchange.port,
        path: exchange.path,
        method: exchange.method ?? "GET",
        headers: { ...exchange.headers, ...length },
        agent: false,
        ...(exchange.timeoutMs === undefined ? {} : { timeout: exchange.timeoutMs })
      },
      (incoming) => {
        const chunks: Buffer[] = []
        incoming.on("data", (chunk: Buffer) => chunks.push(chunk))
        incoming.on("end", () => resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, body: Buffer.concat(chunks) }))
        incoming.on("error", reject)
      }
    )
    // A server that refuses a large body early may close before reading all of it.
    outgoing.on("error", reject)
    outgoing.on("timeout", () => outgoing.destroy())
    outgoing.end(body)
  })
}

/** Node's header record as fetch `Headers`, repeated headers (Set-Cookie) kept apart. */
export function fetchHeaders(headers: IncomingHttpHeaders): Headers {
  const converted = new Headers()
  for (const [name, value] of Object.entries(headers)) {
    for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) converted.append(name, item)
  }
  return converted
}
