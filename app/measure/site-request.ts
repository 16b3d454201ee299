import { httpExchange } from "../app/test/http-exchange.ts"

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
export async function siteGet(port: number, host: string, path: string, options: { gzip?: boolean } = {}): Promise<WireAnswer> {
  const headers = { host: `${host}:${port}`, ...(options.gzip ? { "accept-encoding": "gzip" } : {}) }
  const { status, body } = await httpExchange({ port, path, headers })
  return { status, body }
}
