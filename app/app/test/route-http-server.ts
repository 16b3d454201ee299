import { createServer, type IncomingMessage, type ServerResponse } from "node:http"
import type { AddressInfo } from "node:net"
import { matchPath, type ActionFunctionArgs, type LoaderFunctionArgs } from "react-router"
import routes from "../routes.ts"
import type { Services } from "../server/create-services.server.ts"
import { fetchHeaders, httpExchange } from "./http-exchange.ts"

interface RouteEntry {
  readonly path?: string
  readonly file: string
}

type RouteModule = {
  readonly loader?: (args: LoaderFunctionArgs) => Promise<Response>
  readonly action?: (args: ActionFunctionArgs) => Promise<Response>
}

/** The registered route of a path (as `routes.ts` lists it), with its parameters. */
async function routeFor(pathname: string) {
  for (const entry of routes as ReadonlyArray<RouteEntry>) {
    if (!entry.path || entry.path === "*") continue
    const match = matchPath({ path: `/${entry.path}`, end: true }, pathname)
    if (match) return { module: (await import(/* @vite-ignore */ `../${entry.file}`)) as RouteModule, params: match.params }
  }
  return null
}

const readBody = async (incoming: IncomingMessage): Promise<Uint8Array<ArrayBuffer>> => {
  const chunks: Buffer[] = []
  for await (const chunk of incoming) chunks.push(chunk as Buffer)
  return new Uint8Array(Buffer.concat(chunks))
}

/**
 * Answers one HTTP request as React Router does for a resource route: the route's loader (GET)
 * or action (other methods), with the services and the client's address in the load context. Like
 * `server.js` behind a trusted proxy, the address is the `X-Forwarded-For` entry when one is sent.
 */
async function answer(services: Services, incoming: IncomingMessage, outgoing: ServerResponse): Promise<void> {
  const url = new URL(incoming.url ?? "/", `http://${incoming.headers.host ?? "localhost"}`)
  const route = await routeFor(url.pathname)
  const handler = incoming.method === "GET" ? route?.module.loader : route?.module.action
  if (!route || !handler) {
    outgoing.writeHead(route ? 405 : 404).end()
    return
  }
  const body = incoming.method === "GET" || incoming.method === "HEAD" ? undefined : await readBody(incoming)
  const headers = fetchHeaders(incoming.headers)
  const request = new Request(url, { method: incoming.method ?? "GET", headers, ...(body ? { body } : {}) })
  const forwarded = incoming.headers["x-forwarded-for"]
  const clientAddress = typeof forwarded === "string" ? forwarded.split(",")[0]!.trim() : incoming.socket.remoteAddress
  const context = { services, clientAddress }
  let response: Response
  try {
    response = await handler({ request, params: route.params, context, unstable_pattern: "" } as never)
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown
    response = thrown
  }
  const answerHeaders: Record<string, string | string[]> = {}
  response.headers.forEach((value, name) => {
    if (name !== "set-cookie") answerHeaders[name] = value
  })
  const cookies = response.headers.getSetCookie()
  if (cookies.length > 0) answerHeaders["set-cookie"] = cookies
  outgoing.writeHead(response.status, answerHeaders)
  outgoing.end(Buffer.from(await response.arrayBuffer()))
}

export interface RouteServer {
  readonly port: number
}

const servers = new WeakMap<Services, Promise<RouteServer>>()

/**
 * An HTTP server on a free loopback port serving the route modules with these services (one per
 * services, started on first use; it never keeps the test process alive).
 */
export function routeServer(services: Services): Promise<RouteServer> {
  let started = servers.get(services)
  if (!started) {
    started = new Promise((resolve, reject) => {
      const server = createServer((incoming, outgoing) => {
        answer(services, incoming, outgoing).catch((error: unknown) => {
          console.error(error)
          if (!outgoing.headersSent) outgoing.writeHead(500)
          outgoing.end()
        })
      })
      server.once("error", reject)
      server.listen(0, "127.0.0.1", () => resolve({ port: (server.address() as AddressInfo).port }))
      server.unref()
    })
    servers.set(services, started)
  }
  return started
}

/**
 * One HTTP exchange with a route server, with exactly these headers (fetch would replace Host),
 * answered as a fetch `Response`.
 */
export async function sendOverHttp(
  server: RouteServer,
  method: string,
  pathAndQuery: string,
  headers: Record<string, string>,
  body?: string
): Promise<Response> {
  const answer = await httpExchange({ port: server.port, method, path: pathAndQuery, headers, ...(body === undefined ? {} : { body }) })
  const empty = answer.status === 204 || answer.status === 304 || method === "HEAD"
  return new Response(empty ? null : new Uint8Array(answer.body), { status: answer.status, headers: fetchHeaders(answer.headers) })
}
