import { request } from "node:http"

/** An answer of the measured server: status and the bytes as they came over the wire. */
export interface WireAnswer {
  readonly status: number
  readonly body: Buffer
}

/**
 * A GET to the local server for a tenant's host (fetch will not send another Host), optionally
 * asking for gzip, which the answer's bytes then are.
 *
 * @example
 * const { body } = await siteGet(3000, "metro-motor-group.localhost", "/", { gzip: true })
 */
export function siteGet(port: number, host: string, path: string, options: { gzip?: boolean } = {}): Promise<WireAnswer> {
  const headers = { host: `${host}:${port}`, ...(options.gzip ? { "accept-encoding": "gzip" } : {}) }
  return new Promise((resolve, reject) => {
    const outgoing = request({ host: "127.0.0.1", port, path, headers }, (incoming) => {
      const chunks: Buffer[] = []
      incoming.on("data", (chunk: Buffer) => chunks.push(chunk))
      incoming.on("end", () => resolve({ status: incoming.statusCode ?? 0, body: Buffer.concat(chunks) }))
      incoming.on("error", reject)
    })
    outgoing.on("error", reject)
    outgoing.end()
  })
}
