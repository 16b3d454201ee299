import { createServer, type IncomingMessage, type ServerResponse } from "node:http"
import type { AddressInfo } from "node:net"

/** A local HTTP server that counts the requests it is sent. */
export interface CountingServer {
  readonly port: number
  /** The paths asked for, in order. */
  readonly requests: string[]
  close(): Promise<void>
}

/**
 * Starts a server on 127.0.0.1 (or `host`, such as `::1`; a free port) answering with `answer`;
 * a canary when nothing may reach it.
 *
 * @example
 * const canary = await countingServer((_, response) => response.end("secret"))
 * canary.requests.length // 0 while nothing reached it
 */
export async function countingServer(
  answer: (request: IncomingMessage, response: ServerResponse) => void,
  host = "127.0.0.1"
): Promise<CountingServer> {
  const requests: string[] = []
  const server = createServer((request, response) => {
    requests.push(request.url ?? "")
    answer(request, response)
  })
  await new Promise<void>((resolve) => server.listen(0, host, resolve))
  return {
    port: (server.address() as AddressInfo).port,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      })
  }
}
