/**
 * The dealer site's production server (`npm run serve`): Express serving the built client files
 * and React Router's request handler, with the client's address in the load context, so the
 * platform API can limit requests per client. Behind a load balancer, set TRUST_PROXY (Express's
 * "trust proxy": a hop count, `true`, or the proxies' addresses) to read X-Forwarded-For instead.
 * It logs no requests: addresses and query strings stay out of the logs.
 */
import path from "node:path"
import { pathToFileURL } from "node:url"

// Before React loads (through any of the imports below), so it runs its production build.
process.env.NODE_ENV = process.env.NODE_ENV ?? "production"
const { createRequestHandler } = await import("@react-router/express")
const { default: compression } = await import("compression")
const { default: expressStaticGzip } = await import("express-static-gzip")
const { default: express } = await import("express")
const { apiFastLane } = await import("./api-fast-lane.js")
const { bodyLimitMiddleware, mayContinue } = await import("./body-limit.js")
const { clientErrorHandler } = await import("./client-error.js")
const { createPageCache, pageCacheMiddleware } = await import("./page-cache.js")
const { publicFileSet } = await import("./public-file-set.js")
const { createTurnAdmission, turnAdmissionMiddleware } = await import("./turn-admission.js")

/** Express's "trust proxy" value of TRUST_PROXY: off when unset. */
function trustProxy(value) {
  if (value === undefined || value.trim() === "" || value === "false") return false
  if (value === "true") return true
  return /^\d+$/.test(value) ? Number(value) : value
}

const buildPath = path.resolve(process.argv[2] ?? path.join(process.env.APP_BUILD_DIR || "build", "server/index.js"))
const build = await import(pathToFileURL(buildPath).href)
// React Router names the client folder relative to the working folder (the app folder).
const clientDir = path.resolve(build.assetsBuildDirectory ?? path.join(path.dirname(buildPath), "../client"))
const publicPath = build.publicPath ?? "/"
// The routes that read public files (the car PDF's photos) read this build's copy.
process.env.PUBLIC_DIR = process.env.PUBLIC_DIR ?? clientDir

const app = express()
app.disable("x-powered-by")
app.set("trust proxy", trustProxy(process.env.TRUST_PROXY))
// Before anything reads a body: 413 past 64 KB (API) or 256 KB (pages), counted as it streams.
app.use(bodyLimitMiddleware())
app.use(compression())
// Every answer (pages, API, files): no MIME sniffing, no query strings leaked as referrer, and
// HTTPS only from the first HTTPS visit. Pages add their Content-Security-Policy (entry.server).
app.use((request, response, next) => {
  response.set("X-Content-Type-Options", "nosniff")
  response.set("Referrer-Policy", "strict-origin-when-cross-origin")
  if (request.secure) response.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains")
  next()
})
// The build wrote each script and stylesheet once more as .br and .gz (vite.config.ts): those go
// out as they are, so no answer is compressed twice and the smaller Brotli file goes where it can.
app.use(
  path.posix.join(publicPath, "assets"),
  expressStaticGzip(path.join(clientDir, "assets"), {
    enableBrotli: true,
    orderPreference: ["br", "gz"],
    index: false,
    serveStatic: { immutable: true, maxAge: "1y" }
  })
)
// Only the build's own files go to the static middleware: other paths skip its file lookup.
const publicFiles = publicFileSet(clientDir)
const serveFile = express.static(clientDir, { maxAge: "1h" })
app.use(publicPath, (request, response, next) => (publicFiles.has(request.path) ? serveFile(request, response, next) : next()))
/** What every loader and action gets from the server: the client's address. @param {any} request */
const loadContextOf = (request) => ({ clientAddress: request.ip ?? request.socket.remoteAddress ?? "" })
app.use(apiFastLane(build, loadContextOf))
// PAGE_CACHE=off renders every page (to measure rendering itself).
if (process.env.PAGE_CACHE !== "off") app.use(pageCacheMiddleware(createPageCache()))
// Renders and form posts start one per event-loop turn, so new connections are never starved.
app.use(turnAdmissionMiddleware(createTurnAdmission()))
app.all("*", createRequestHandler({ build, mode: process.env.NODE_ENV, getLoadContext: loadContextOf }))
// A request the server cannot read (a path with broken percent-encoding): 400, one log line.
app.use(clientErrorHandler())

const port = Number(process.env.PORT ?? 3000)
const server = process.env.HOST
  ? app.listen(port, process.env.HOST, () => console.log(`Dealer site on http://${process.env.HOST}:${port} (process ${process.pid})`))
  : app.listen(port, () => console.log(`Dealer site on http://localhost:${port} (process ${process.pid})`))
// A client asking first (Expect: 100-continue) is told to send a body only one it may send.
server.on("checkContinue", (request, response) => {
  if (mayContinue(request)) response.writeContinue()
  server.emit("request", request, response)
})

for (const signal of ["SIGTERM", "SIGINT"]) {
  process.once(signal, () => {
    server.close(() => process.exit(0))
    server.closeAllConnections()
    // Open database connections must not keep a stopped server alive.
    setTimeout(() => process.exit(0), 5000).unref()
  })
}
