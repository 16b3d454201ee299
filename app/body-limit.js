/**
 * Every request body limited at the server's edge, while it streams, before anything else reads
 * it (decision 0043). A declared Content-Length over the limit is refused at once; a chunked body
 * is counted as it arrives and refused the moment it passes the limit, so no more than the limit
 * is ever held. A refusal is a 413 with `Connection: close`; the rest of the body is then read and
 * dropped for a while (a "lingering close"), so the client reads the answer instead of a
 * connection reset. The API's own check (`readJsonBody`) stays behind this one, at the same limit.
 */

/** The platform API's bodies: JSON of at most 64 KB (`BODY_LIMIT_BYTES` of request-body.server.ts). */
export const API_BODY_LIMIT_BYTES = 64 * 1024
/**
 * Page form posts (without JavaScript): url-encoded text fields, no files. The largest, a wizard
 * step, carries the step's fields and its progress as JSON, so a 5,000-character message (the
 * API's `TEXT_LIMIT`) twice: percent-encoded non-Latin text takes up to 9 bytes a character, about
 * 90 KB in all. 256 KB leaves room for the rest of the form.
 */
export const PAGE_BODY_LIMIT_BYTES = 256 * 1024
/** After a refusal, the rest of the body is dropped for at most this many bytes... */
export const LINGER_BYTES = 4 * 1024 * 1024
/** ...and this long, then the connection is closed whatever the client still sends. */
export const LINGER_MS = 5_000

/** Core's default `apiTooLarge` text: the edge answers before the tenant (and its texts) is known. */
export const API_TOO_LARGE_TEXT = "The request body is larger than 64 KB."
/** What a shopper sees when a page's form was too large. */
export const PAGE_TOO_LARGE_TEXT = `The form sent is larger than ${PAGE_BODY_LIMIT_BYTES / 1024} KB, so it was not accepted. Go back, shorten what you entered and send it again.`

/**
 * @typedef {import("node:http").IncomingMessage} Request
 * @typedef {import("node:http").ServerResponse} Response
 * @typedef {{ status: number, headers: Record<string, string>, body: Buffer }} Answer
 */

/**
 * Whether a request target names the platform API (`/api/...`, in any case, as routes match it),
 * also in absolute form (`http://host/api/...`).
 *
 * @param {string} target
 */
export function isApiTarget(target) {
  const path = target.replace(/^[a-z][a-z\d+.-]*:\/\/[^/?#]*/i, "").split(/[?#]/, 1)[0] ?? ""
  return /^\/api(?:\/|$)/i.test(path)
}

/**
 * The most body bytes a request to `target` may send.
 *
 * @example
 * bodyLimitFor("/api/leads") // 65536
 * bodyLimitFor("/sign-in?redirect=%2F") // 262144
 * @param {string} target
 */
export function bodyLimitFor(target) {
  return isApiTarget(target) ? API_BODY_LIMIT_BYTES : PAGE_BODY_LIMIT_BYTES
}

/**
 * The body length a request declares, or null when it declares none (no body, or a chunked one).
 *
 * @param {Request["headers"]} headers
 */
function declaredLength(headers) {
  const value = headers["content-length"]
  if (value === undefined || !/^\d+$/.test(value.trim())) return null
  return Number(value)
}

/**
 * The 413 answer for a request to `target`: the API's JSON error (`too_large`), or a short text
 * for a page.
 *
 * @example
 * tooLargeAnswer("/api/leads").body.toString() // {"error":{"code":"too_large","message":"The request body is larger than 64 KB.","fields":[]}}
 * @param {string} target
 * @returns {Answer}
 */
export function tooLargeAnswer(target) {
  const api = isApiTarget(target)
  const body = api
    ? Buffer.from(JSON.stringify({ error: { code: "too_large", message: API_TOO_LARGE_TEXT, fields: [] } }))
    : Buffer.from(`${PAGE_TOO_LARGE_TEXT}\n`)
  const headers = {
    "content-type": api ? "application/json" : "text/plain; charset=utf-8",
    "content-length": String(body.byteLength),
    "cache-control": "no-store",
    "x-content-type-options": "nosniff",
    connection: "close"
  }
  return { status: 413, headers, body }
}

/**
 * Whether a request that asks before sending its body (`Expect: 100-continue`) may be told to go
 * on: not when it declares more than its limit.
 *
 * @param {Request} request
 */
export function mayContinue(request) {
  const declared = declaredLength(request.headers)
  return declared === null || declared <= bodyLimitFor(request.url ?? "/")
}

/**
 * Reads a chunked body while it stays within `limit`. A whole body is put back into the request
 * unread (before its end is announced), so whoever reads the request next gets every byte.
 *
 * @param {Request} request
 * @param {number} limit
 * @returns {Promise<"within" | "too large" | "gone">}
 */
function readWithin(request, limit) {
  return new Promise((resolve) => {
    /** @type {Buffer[]} */
    const chunks = []
    let size = 0
    /** @param {"within" | "too large" | "gone"} outcome */
    const finish = (outcome) => {
      request.off("readable", onReadable)
      request.off("error", onGone)
      request.off("close", onGone)
      resolve(outcome)
    }
    const onGone = () => finish("gone")
    const onReadable = () => {
      // Only what is buffered is read: reading an empty, ended stream would announce its end.
      while (request.readableLength > 0) {
        const chunk = /** @type {Buffer | null} */ (request.read())
        if (chunk === null) break
        size += chunk.byteLength
        if (size > limit) return finish("too large")
        chunks.push(chunk)
      }
      if (!request.complete) return
      if (size > 0) request.unshift(Buffer.concat(chunks))
      finish("within")
    }
    // Once the parser is done with the bytes at hand. A body that came whole with its headers
    // is only measured: listening would read it, and an empty one would announce its end before
    // anyone downstream listens.
    process.nextTick(() => {
      if (request.complete) return resolve(request.readableLength > limit ? "too large" : "within")
      request.on("readable", onReadable)
      request.once("error", onGone)
      request.once("close", onGone)
    })
  })
}

/**
 * Reads and drops what is left of a refused body, holding none of it, until it ends, the client
 * goes, or `maxBytes` or `maxMs` is reached.
 *
 * @param {Request} request
 * @param {{ maxBytes: number, maxMs: number }} bounds
 * @returns {Promise<void>}
 */
function discardRest(request, bounds) {
  return new Promise((resolve) => {
    let dropped = 0
    const stop = () => {
      clearTimeout(timer)
      request.off("data", onData)
      request.off("end", stop)
      request.off("error", stop)
      request.off("close", stop)
      resolve()
    }
    /** @param {Buffer} chunk */
    const onData = (chunk) => {
      dropped += chunk.byteLength
      if (dropped > bounds.maxBytes) stop()
    }
    const timer = setTimeout(stop, bounds.maxMs)
    request.on("data", onData)
    request.once("end", stop)
    request.once("error", stop)
    request.once("close", stop)
    if (request.readableEnded) stop()
  })
}

/**
 * Sends the 413 whole at once, but ends the response (which closes the connection) only after
 * the rest of the body has been dropped for a while: a client still sending then reads the answer
 * rather than a reset.
 *
 * @param {Request} request
 * @param {Response} response
 * @param {{ maxBytes: number, maxMs: number }} linger
 */
function refuse(request, response, linger) {
  const answer = tooLargeAnswer(request.url ?? "/")
  response.writeHead(answer.status, answer.headers)
  response.write(answer.body)
  void discardRest(request, linger).then(() => response.end())
}

/**
 * Express (or plain Node) middleware limiting every request body: the API's 64 KB under `/api/`,
 * 256 KB for page posts. Mount it first, before anything reads a body.
 *
 * @example
 * app.use(bodyLimitMiddleware())
 * @param {{ limitFor?: (target: string) => number, lingerBytes?: number, lingerMs?: number }} [options]
 * @returns {(request: Request, response: Response, next: (error?: unknown) => void) => void}
 */
export function bodyLimitMiddleware(options = {}) {
  const limitFor = options.limitFor ?? bodyLimitFor
  const linger = { maxBytes: options.lingerBytes ?? LINGER_BYTES, maxMs: options.lingerMs ?? LINGER_MS }
  return (request, response, next) => {
    const limit = limitFor(request.url ?? "/")
    const declared = declaredLength(request.headers)
    if (declared !== null && declared > limit) return refuse(request, response, linger)
    // No body, or a declared length Node's parser holds the body to.
    if (request.headers["transfer-encoding"] === undefined) return next()
    readWithin(request, limit).then((outcome) => {
      if (outcome === "within") next()
      else if (outcome === "too large") refuse(request, response, linger)
      // "gone": the client left in the middle of its body; nobody reads an answer.
    }, next)
  }
}
