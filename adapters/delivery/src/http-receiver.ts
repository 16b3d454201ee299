import { createServer, type IncomingHttpHeaders, type ServerResponse } from "node:http"
import type { AddressInfo } from "node:net"

/** One request as a test receiver saw it. */
export interface ReceivedRequest {
  readonly method: string
  readonly path: string
  readonly headers: IncomingHttpHeaders
  readonly body: string
}

/** A real HTTP server on a free local port that records requests and answers as told. */
export interface HttpReceiver {
  readonly url: string
  readonly requests: ReadonlyArray<ReceivedRequest>
  readonly close: () => Promise<void>
}

/**
 * Starts a receiver for the channel tests; `answer` writes the response of each request.
 *
 * @example
 * const receiver = await startHttpReceiver((request, response) => response.writeHead(204).end())
 */
export async function startHttpReceiver(
  answer: (request: ReceivedRequest, response: ServerResponse) => void
): Promise<HttpReceiver> {
  const requests: ReceivedRequest[] = []
  const server = createServer((incoming, response) => {
    const chunks: Buffer[] = []
    incoming.on("data", (chunk: Buffer) => chunks.push(chunk))
    incoming.on("end", () => {
      const request = {
        method: incoming.method ?? "",
        path: incoming.url ?? "",
        headers: incoming.headers,
        body: Buffer.concat(chunks).toString("utf8")
      }
      requests.push(request)
      answer(request, response)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      })
  }
}
