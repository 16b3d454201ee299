/**
 * The platform API's GET calls answered without React Router's request pipeline. A resource
 * route's loader made with `apiLoader` answers every request with a Response of its own, failures
 * included, so the server can call it directly: route matching, the data strategy and the
 * Request/Response conversions of the router cost more than a stock search itself (decision
 * 0034). Every other request, and any loader not so marked, goes on to React Router.
 */
import { matchPath } from "react-router"

/**
 * @typedef {((args: { request: Request, params: Record<string, string | undefined>, context: Record<string, unknown> }) => Promise<Response>) & { answersEveryRequest?: true }} RouteLoader
 * @typedef {{ parentId?: string, path?: string, module: { loader?: RouteLoader } }} BuildRoute
 * @typedef {{ method: string, path: string, originalUrl: string, protocol: string, hostname: string, headers: Record<string, string | string[] | undefined>, get(name: string): string | undefined, app?: { enabled(setting: string): boolean } }} ExpressRequest
 * @typedef {{ status(code: number): unknown, setHeader(name: string, value: string | string[]): unknown, end(body?: Buffer): unknown }} ExpressResponse
 */

/**
 * The loaders that may be called directly, with their paths: the routes at the top level (no
 * layout around them) whose loader says it answers every request.
 *
 * @param {{ routes: Record<string, BuildRoute> }} build
 * @returns {Array<{ path: string, loader: RouteLoader }>}
 */
export function directLoaders(build) {
  return Object.values(build.routes).flatMap((route) => {
    const loader = route.module.loader
    const topLevel = route.parentId === "root" && route.path !== undefined && !route.path.includes("*")
    return topLevel && loader?.answersEveryRequest === true ? [{ path: `/${route.path}`, loader }] : []
  })
}

/**
 * The Fetch request React Router's Express adapter would make of a GET: the same URL (host and
 * port as it resolves them) and every header.
 *
 * @param {ExpressRequest} request
 */
function fetchRequestOf(request) {
  const forwarded = request.app?.enabled("trust proxy") ? request.get("X-Forwarded-Host")?.split(":")[1] : undefined
  const port = [forwarded, request.get("host")?.split(":")[1]].map((text) => Number.parseInt(text ?? "", 10)).find(Number.isSafeInteger)
  const hostname = request.hostname.split(/[\\/?#@]/)[0] || "localhost"
  const url = new URL(`${request.protocol}://${hostname}${port ? `:${port}` : ""}${request.originalUrl}`)
  const headers = new Headers()
  for (const [name, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item)
    else if (typeof value === "string") headers.set(name, value)
  }
  // No abort signal: the API's GET loaders answer from memory or a short query and read none.
  return new Request(url.href, { method: request.method, headers })
}

/**
 * Writes a Fetch Response to Express's response, each Set-Cookie apart.
 *
 * @param {Response} answer
 * @param {ExpressResponse} response
 */
async function send(answer, response) {
  response.status(answer.status)
  for (const [name, value] of answer.headers) {
    if (name !== "set-cookie") response.setHeader(name, value)
  }
  const cookies = answer.headers.getSetCookie()
  if (cookies.length > 0) response.setHeader("set-cookie", cookies)
  response.end(answer.body === null ? undefined : Buffer.from(await answer.arrayBuffer()))
}

/**
 * The path with each segment percent-decoded, as React Router matches it (an encoded slash stays
 * `%2F` until the params are read); a malformed escape leaves the path as it came.
 *
 * @param {string} path
 */
function decodedPath(path) {
  try {
    return path
      .split("/")
      .map((segment) => decodeURIComponent(segment).replace(/\//g, "%2F"))
      .join("/")
  } catch {
    return path
  }
}

/**
 * Express middleware answering GETs of the build's direct loaders, with the load context React
 * Router would pass; anything else goes on.
 *
 * @param {{ routes: Record<string, BuildRoute> }} build
 * @param {(request: any) => Record<string, unknown>} loadContextOf
 * @returns {(request: ExpressRequest, response: ExpressResponse, next: (error?: unknown) => void) => void}
 */
export function apiFastLane(build, loadContextOf) {
  const routes = directLoaders(build).map((route) => ({ ...route, prefix: route.path.split(":")[0] ?? route.path }))
  return (request, response, next) => {
    if (request.method !== "GET" && request.method !== "HEAD") return next()
    const path = decodedPath(request.path)
    for (const route of routes) {
      if (!path.startsWith(route.prefix)) continue
      const match = matchPath({ path: route.path, end: true }, path)
      if (match === null) continue
      const args = { request: fetchRequestOf(request), params: { ...match.params }, context: loadContextOf(request) }
      route.loader(args).then((answer) => send(answer, response)).catch(next)
      return
    }
    next()
  }
}
