/**
 * A one-second cache of whole pages for anonymous visitors (a "micro-cache"): when many shoppers
 * open the same page in the same second (a campaign link, a crawler, a busy landing page), the
 * server renders it once. Only what cannot differ between visitors is kept: GET requests without
 * cookies, answered 200 with HTML and without Set-Cookie. Each page carries a fresh script nonce,
 * so a cached copy is sent with its nonce replaced by a new one, in the body and in the
 * Content-Security-Policy alike; the same for its form token (the `X-Form-Token` header names it),
 * so two visitors served one copy post two tokens. Requests for a page that is being rendered wait for it rather
 * than render it again.
 */
import { randomBytes, randomUUID } from "node:crypto"
import { isbot } from "isbot"

/** How long a page is served from the cache, in milliseconds. */
export const PAGE_CACHE_TTL_MS = 1_000
/** At most this many pages are kept; the oldest go first. */
export const PAGE_CACHE_MAX_ENTRIES = 500

const NONCE_IN_POLICY = /'nonce-([A-Za-z0-9+/=]+)'/
/** The header naming the page's form token (a UUID), renewed in each copy like the nonce. */
export const FORM_TOKEN_HEADER = "x-form-token"

/**
 * A stored page: its body cut at every occurrence of its nonce and its form token, so a copy is
 * the parts joined with new ones (`cuts[i]` names what was cut out after `parts[i]`).
 *
 * @typedef {{ status: number, headers: Record<string, string | string[]>, parts: Buffer[], cuts: Array<"nonce" | "token">, nonce: string | null, storedAt: number }} CachedPage
 * @typedef {{ status: number, headers: Record<string, string | string[]>, body: Buffer }} RenderedPage
 */

/** @param {Record<string, string | string[]>} headers */
function pageNonce(headers) {
  const policy = headers["content-security-policy"]
  const match = typeof policy === "string" ? NONCE_IN_POLICY.exec(policy) : null
  return match?.[1] ?? null
}

/**
 * The body cut at every occurrence of each value, and which value each cut took out.
 *
 * @param {Buffer} body
 * @param {Record<"nonce" | "token", string | null>} values
 */
function cutAt(body, values) {
  const needles = /** @type {Array<["nonce" | "token", Buffer]>} */ (
    Object.entries(values).flatMap(([name, value]) => (value ? [[name, Buffer.from(value, "utf8")]] : []))
  )
  /** @type {Buffer[]} */
  const parts = []
  /** @type {Array<"nonce" | "token">} */
  const cuts = []
  let start = 0
  for (;;) {
    let next = null
    for (const [name, needle] of needles) {
      const found = body.indexOf(needle, start)
      if (found !== -1 && (next === null || found < next.found)) next = { name, found, length: needle.length }
    }
    if (next === null) break
    parts.push(body.subarray(start, next.found))
    cuts.push(next.name)
    start = next.found + next.length
  }
  parts.push(body.subarray(start))
  return { parts, cuts }
}

/**
 * The cache itself, with its clock passed in so tests need no waiting.
 *
 * @param {{ ttlMs?: number, maxEntries?: number, now?: () => number }} [options]
 */
export function createPageCache(options = {}) {
  const ttlMs = options.ttlMs ?? PAGE_CACHE_TTL_MS
  const maxEntries = options.maxEntries ?? PAGE_CACHE_MAX_ENTRIES
  const now = options.now ?? Date.now
  /** @type {Map<string, CachedPage>} */
  const pages = new Map()
  return {
    /** @param {string} key @returns {CachedPage | null} */
    get(key) {
      const page = pages.get(key)
      if (!page) return null
      if (now() - page.storedAt >= ttlMs) {
        pages.delete(key)
        return null
      }
      return page
    },
    /** @param {string} key @param {RenderedPage} page */
    set(key, page) {
      pages.delete(key)
      while (pages.size >= maxEntries) {
        const oldest = pages.keys().next().value
        if (oldest === undefined) break
        pages.delete(oldest)
      }
      const nonce = pageNonce(page.headers)
      const { [FORM_TOKEN_HEADER]: token, ...headers } = page.headers
      const { parts, cuts } = cutAt(page.body, { nonce, token: typeof token === "string" ? token : null })
      pages.set(key, { status: page.status, headers, parts, cuts, nonce, storedAt: now() })
    },
    get size() {
      return pages.size
    }
  }
}

/**
 * A cached page as a fresh answer: the old nonce and form token replaced everywhere by new ones.
 *
 * @param {CachedPage} page
 * @param {string} [nonce]
 * @param {string} [token]
 * @returns {RenderedPage}
 */
export function withFreshNonce(page, nonce = randomBytes(16).toString("base64"), token = randomUUID()) {
  const old = page.nonce
  const headers =
    old === null
      ? page.headers
      : Object.fromEntries(
          Object.entries(page.headers).map(([name, value]) => [name, typeof value === "string" ? value.replaceAll(old, nonce) : value])
        )
  const fresh = { nonce: Buffer.from(nonce, "utf8"), token: Buffer.from(token, "utf8") }
  const pieces = page.parts.flatMap((part, index) => (index === 0 ? [part] : [fresh[page.cuts[index - 1] ?? "nonce"], part]))
  return { status: page.status, headers, body: Buffer.concat(pieces) }
}

/**
 * Whether a request may be answered from, and stored in, the cache: a GET for a page (not a
 * React Router data request) from a visitor who sends no cookie.
 *
 * @param {{ method: string, path: string, headers: Record<string, string | string[] | undefined> }} request
 */
export function isCacheableRequest(request) {
  return (
    request.method === "GET" &&
    !request.headers.cookie &&
    !request.headers.authorization &&
    !request.path.endsWith(".data") &&
    // The platform API answers JSON, never kept: it skips the recording and the waiting.
    !request.path.startsWith("/api/")
  )
}

/**
 * Whether an answer may be stored: a whole 200 HTML page that sets no cookie.
 *
 * @param {number} status
 * @param {Record<string, string | string[] | number | undefined>} headers
 */
export function isCacheableAnswer(status, headers) {
  const type = headers["content-type"]
  return (
    status === 200 &&
    headers["set-cookie"] === undefined &&
    typeof type === "string" &&
    type.startsWith("text/html") &&
    headers["cache-control"] !== "no-store"
  )
}

/**
 * What a page's rendering depends on besides its cookies: the protocol, the host headers that
 * pick the tenant, the path with its query string, and whether a crawler asks (it is sent the
 * page whole, a shopper's streams). Nothing else of the request reaches a cached page: lead
 * forms name the sender's browser only when posted, gated pages read the referrer only to
 * redirect (never cached), and every page with a signed-in shopper has a cookie.
 *
 * @param {{ protocol: string, originalUrl: string, get: (name: string) => string | undefined }} request
 */
function pageKey(request) {
  const reader = isbot(request.get("user-agent")) ? "crawler" : "shopper"
  return [request.protocol, request.get("host") ?? "", request.get("x-forwarded-host") ?? "", request.originalUrl, reader].join("\n")
}

/**
 * @typedef {import("node:http").ServerResponse} Response
 * @param {Response} response
 * @param {RenderedPage} page
 */
function send(response, page) {
  response.statusCode = page.status
  for (const [name, value] of Object.entries(page.headers)) response.setHeader(name, value)
  response.end(page.body)
}

/**
 * Keeps what passes through `response` and hands it to `done` when the answer ends: the page,
 * or null when it may not be stored.
 *
 * @param {Response} response
 * @param {(page: RenderedPage | null) => void} done
 */
function recordAnswer(response, done) {
  /** @type {Buffer[]} */
  const chunks = []
  const write = response.write.bind(response)
  const end = response.end.bind(response)
  /** @param {unknown} chunk @param {unknown} encoding */
  const keep = (chunk, encoding) => {
    if (typeof chunk === "string") chunks.push(Buffer.from(chunk, typeof encoding === "string" ? /** @type {BufferEncoding} */ (encoding) : "utf8"))
    else if (chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk))
  }
  response.write = /** @type {typeof response.write} */ ((chunk, ...rest) => {
    keep(chunk, rest[0])
    return write(chunk, .../** @type {[any]} */ (rest))
  })
  response.end = /** @type {typeof response.end} */ ((chunk, ...rest) => {
    keep(chunk, rest[0])
    const headers = /** @type {Record<string, string | string[]>} */ (response.getHeaders())
    if (isCacheableAnswer(response.statusCode, headers)) {
      // Compression applies per answer, after the cache.
      const { "content-length": _length, "content-encoding": _encoding, vary: _vary, ...kept } = headers
      done({ status: response.statusCode, headers: kept, body: Buffer.concat(chunks) })
    } else {
      done(null)
    }
    return end(chunk, .../** @type {[any]} */ (rest))
  })
  // An answer cut short (the visitor left) is not a page to keep.
  response.once("close", () => {
    if (!response.writableFinished) done(null)
  })
}

/**
 * Express middleware serving cached pages and storing the cacheable ones it lets through. It sits
 * after compression, so it sees and keeps the page uncompressed.
 *
 * @param {ReturnType<typeof createPageCache>} cache
 * @returns {(request: any, response: Response, next: () => void) => void}
 */
export function pageCacheMiddleware(cache) {
  /** Requests waiting for a page being rendered, by key. @type {Map<string, Array<(page: RenderedPage | null) => void>>} */
  const waiting = new Map()
  return (request, response, next) => {
    if (!isCacheableRequest(request)) return next()
    const key = pageKey(request)
    const cached = cache.get(key)
    if (cached) return send(response, withFreshNonce(cached))
    const queue = waiting.get(key)
    if (queue) {
      // Rendered once for all of them; each renders for itself if that page cannot be kept.
      queue.push((page) => (page ? send(response, page) : next()))
      return
    }
    waiting.set(key, [])
    let settled = false
    recordAnswer(response, (page) => {
      if (settled) return
      settled = true
      const waiters = waiting.get(key) ?? []
      waiting.delete(key)
      if (page) cache.set(key, page)
      const stored = page ? cache.get(key) : null
      for (const waiter of waiters) waiter(stored ? withFreshNonce(stored) : null)
    })
    next()
  }
}
