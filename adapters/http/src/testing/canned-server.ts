import { createServer, type IncomingHttpHeaders, type ServerResponse } from "node:http"
import type { AddressInfo } from "node:net"

/** One canned answer: a JSON body (or raw text), a status, headers, and an optional delay. */
export interface CannedAnswer {
  readonly status?: number
  /** Sent as JSON unless `raw` is given. */
  readonly json?: unknown
  readonly raw?: string | Uint8Array
  readonly headers?: Readonly<Record<string, string>>
  /** Wait this long before sending headers. */
  readonly delayMs?: number
  /** Send headers at once, then wait this long before the body. */
  readonly bodyDelayMs?: number
}

/** A request the server received. */
export interface RecordedRequest {
  readonly method: string
  readonly path: string
  readonly query: URLSearchParams
  readonly headers: IncomingHttpHeaders
  readonly body: string
  readonly json: unknown
}

export interface CannedServer {
  readonly baseUrl: string
  readonly requests: Array<RecordedRequest>
  /** Answers of `"METHOD /path"` in turn; the last one repeats. */
  answer(route: string, ...answers: ReadonlyArray<CannedAnswer>): void
  /** Requests of one route. */
  requestsTo(route: string): ReadonlyArray<RecordedRequest>
  close(): Promise<void>
}

const unknownRoute: CannedAnswer = {
  status: 404,
  json: { error: { code: "not_found", message: "No canned answer for this route.", fields: [] } }
}

function send(response: ServerResponse, answer: CannedAnswer, timers: Set<NodeJS.Timeout>) {
  const later = (ms: number, run: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer)
      run()
    }, ms)
    timers.add(timer)
  }
  const body = answer.raw ?? (answer.json === undefined ? "" : JSON.stringify(answer.json))
  const headers = {
    ...(answer.raw === undefined && answer.json !== undefined ? { "content-type": "application/json" } : {}),
    ...answer.headers
  }
  const write = () => {
    response.writeHead(answer.status ?? 200, headers)
    if (answer.bodyDelayMs) {
      response.flushHeaders()
      later(answer.bodyDelayMs, () => response.end(body))
    } else response.end(body)
  }
  if (answer.delayMs) later(answer.delayMs, write)
  else write()
}

/**
 * A real HTTP server on a free local port that answers each route with canned answers and records
 * every request, so clients are tested over the wire.
 *
 * @example
 * const server = await startCannedServer()
 * server.answer("GET /api/watchlist", { json: { watchlist: [] } })
 */
export async function startCannedServer(): Promise<CannedServer> {
  const routes = new Map<string, Array<CannedAnswer>>()
  const requests: Array<RecordedRequest> = []
  const timers = new Set<NodeJS.Timeout>()
  const server = createServer((request, response) => {
    const chunks: Array<Buffer> = []
    request.on("data", (chunk: Buffer) => chunks.push(chunk))
    request.on("end", () => {
      const url = new URL(request.url ?? "/", "http://localhost")
      const body = Buffer.concat(chunks).toString("utf8")
      let json: unknown = undefined
      try {
        json = body ? JSON.parse(body) : undefined
      } catch {
        json = undefined
      }
      const route = `${request.method} ${url.pathname}`
      requests.push({
        method: request.method ?? "",
        path: url.pathname,
        query: url.searchParams,
        headers: request.headers,
        body,
        json
      })
      const queue = routes.get(route)
      const answer = queue && queue.length > 1 ? queue.shift() : queue?.[0]
      send(response, answer ?? unknownRoute, timers)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const { port } = server.address() as AddressInfo
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    answer: (route, ...answers) => void routes.set(route, [...answers]),
    requestsTo: (route) => requests.filter((request) => `${request.method} ${request.path}` === route),
    close: () =>
      new Promise<void>((resolve, reject) => {
        for (const timer of timers) clearTimeout(timer)
        server.closeAllConnections()
        server.close((error) => (error ? reject(error) : resolve()))
      })
  }
}
