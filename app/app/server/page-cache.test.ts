import { randomBytes } from "node:crypto"
import { createServer } from "node:http"
import type { AddressInfo } from "node:net"
import { describe, expect, it } from "vitest"
import {
  createPageCache,
  isCacheableAnswer,
  isCacheableRequest,
  pageCacheMiddleware,
  withFreshNonce
} from "../../page-cache.js"

const policy = (nonce: string) => `default-src 'self'; script-src 'self' 'nonce-${nonce}'`
const page = (nonce: string) => ({
  status: 200,
  headers: { "content-type": "text/html", "content-security-policy": policy(nonce) },
  body: Buffer.from(`<script nonce="${nonce}">1</script><link rel="modulepreload" nonce="${nonce}">`)
})

describe("page cache", () => {
  it("serves a page until its time is up, then renders again", () => {
    let clock = 0
    const cache = createPageCache({ ttlMs: 1_000, now: () => clock })
    cache.set("a", page("AAA="))
    clock = 999
    expect(cache.get("a")?.parts.join("")).toContain("<script nonce=")
    clock = 1_000
    expect(cache.get("a")).toBeNull()
    expect(cache.size).toBe(0)
  })

  it("keeps at most its number of pages, dropping the oldest", () => {
    const cache = createPageCache({ maxEntries: 2, now: () => 0 })
    cache.set("first", page("A"))
    cache.set("second", page("B"))
    cache.set("third", page("C"))
    expect(cache.get("first")).toBeNull()
    expect(cache.get("second")).not.toBeNull()
    expect(cache.get("third")).not.toBeNull()
  })

  it("sends each copy with a new nonce in the body and the policy alike", () => {
    const cache = createPageCache({ now: () => 0 })
    cache.set("a", page("OLDnonce+/="))
    const stored = cache.get("a")
    if (!stored) throw new Error("not stored")
    const fresh = withFreshNonce(stored, "NEWnonce==")
    expect(fresh.headers["content-security-policy"]).toBe(policy("NEWnonce=="))
    expect(fresh.body.toString()).toBe('<script nonce="NEWnonce==">1</script><link rel="modulepreload" nonce="NEWnonce==">')
    expect(withFreshNonce(stored).body.toString()).not.toContain("OLDnonce+/=")
  })

  it("sends each copy with a new form token, in the form and the page's data alike, and never the header", () => {
    const cache = createPageCache({ now: () => 0 })
    const token = "11111111-2222-4333-8444-555555555555"
    const nonce = "OLDnonce="
    cache.set("a", {
      status: 200,
      headers: { "content-type": "text/html", "content-security-policy": policy(nonce), "x-form-token": token },
      body: Buffer.from(`<input name="form_token" value="${token}"><script nonce="${nonce}">{"formToken":"${token}"}</script>`)
    })
    const stored = cache.get("a")
    if (!stored) throw new Error("not stored")
    const copy = withFreshNonce(stored, "NEW=", "99999999-8888-4777-8666-555555555555")
    expect(copy.body.toString()).toBe(
      '<input name="form_token" value="99999999-8888-4777-8666-555555555555"><script nonce="NEW=">{"formToken":"99999999-8888-4777-8666-555555555555"}</script>'
    )
    expect(copy.headers["x-form-token"]).toBeUndefined()
    const [first, second] = [withFreshNonce(stored), withFreshNonce(stored)].map((fresh) => fresh.body.toString())
    expect(first).not.toContain(token)
    expect(first).not.toBe(second)
  })

  it("caches only cookieless page GETs", () => {
    const request = { method: "GET", path: "/search/new-used-and-demo-cars", headers: {} }
    expect(isCacheableRequest(request)).toBe(true)
    expect(isCacheableRequest({ ...request, headers: { cookie: "session=1" } })).toBe(false)
    expect(isCacheableRequest({ ...request, headers: { authorization: "Bearer x" } })).toBe(false)
    expect(isCacheableRequest({ ...request, method: "POST" })).toBe(false)
    expect(isCacheableRequest({ ...request, path: "/search/new-used-and-demo-cars.data" })).toBe(false)
    expect(isCacheableRequest({ ...request, path: "/api/stock/search" })).toBe(false)
  })

  it("stores only whole HTML pages that set no cookie", () => {
    const html = { "content-type": "text/html" }
    expect(isCacheableAnswer(200, html)).toBe(true)
    expect(isCacheableAnswer(404, html)).toBe(false)
    expect(isCacheableAnswer(200, { ...html, "set-cookie": ["session=1"] })).toBe(false)
    expect(isCacheableAnswer(200, { "content-type": "application/json" })).toBe(false)
    expect(isCacheableAnswer(200, { ...html, "cache-control": "no-store" })).toBe(false)
  })
})

const SHOPPER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36"

describe("page cache middleware", () => {
  /** A server rendering pages with a fresh nonce each, held until `release` is called. */
  async function pageServer() {
    let renders = 0
    let arrived = 0
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    const middleware = pageCacheMiddleware(createPageCache({ now: () => 0 }))
    const server = createServer((request, response) => {
      arrived += 1
      const url = request.url ?? "/"
      const expressLike = Object.assign(request, {
        protocol: "http",
        path: url.split("?")[0] ?? url,
        originalUrl: url,
        get: (name: string) => request.headers[name.toLowerCase()] as string | undefined
      })
      middleware(expressLike, response, async () => {
        renders += 1
        const nonce = randomBytes(16).toString("base64")
        await held
        response.setHeader("content-type", "text/html")
        response.setHeader("content-security-policy", policy(nonce))
        response.write(`<script nonce="${nonce}">`)
        response.end(`${url}</script>`)
      })
    })
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
    const port = (server.address() as AddressInfo).port
    return {
      // A shopper's browser unless told otherwise (fetch's own User-Agent reads as a crawler's).
      get: (path: string, headers: Record<string, string> = {}) =>
        fetch(`http://127.0.0.1:${port}${path}`, { headers: { "user-agent": SHOPPER, ...headers } }),
      arrived: () => arrived,
      renders: () => renders,
      release,
      close: () => new Promise((resolve) => server.close(resolve))
    }
  }

  const nonceOf = (policyHeader: string | null) => /'nonce-([^']+)'/.exec(policyHeader ?? "")?.[1]

  it("renders a page once for requests arriving together, each answered with its own nonce", async () => {
    const server = await pageServer()
    try {
      const answers = Array.from({ length: 5 }, () => server.get("/search/used-cars?page=2"))
      while (server.arrived() < 5) await new Promise((resolve) => setImmediate(resolve))
      server.release()
      const pages = await Promise.all(
        (await Promise.all(answers)).map(async (answer) => ({ nonce: nonceOf(answer.headers.get("content-security-policy")), body: await answer.text() }))
      )
      expect(server.renders()).toBe(1)
      for (const page of pages) expect(page.body).toBe(`<script nonce="${page.nonce}">/search/used-cars?page=2</script>`)
      expect(new Set(pages.map((page) => page.nonce)).size).toBe(5)
    } finally {
      await server.close()
    }
  })

  it("renders again for another query string, a visitor with cookies, or a crawler", async () => {
    const server = await pageServer()
    server.release()
    try {
      await (await server.get("/search/used-cars")).text()
      await (await server.get("/search/used-cars")).text()
      expect(server.renders()).toBe(1)
      await (await server.get("/search/used-cars?page=2")).text()
      expect(server.renders()).toBe(2)
      const signedIn = await server.get("/search/used-cars", { cookie: "session=1" })
      expect(await signedIn.text()).toContain("/search/used-cars")
      expect(server.renders()).toBe(3)
      // A crawler is sent the page whole, so it gets a copy of its own.
      const crawler = { "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" }
      await (await server.get("/search/used-cars", crawler)).text()
      await (await server.get("/search/used-cars", crawler)).text()
      expect(server.renders()).toBe(4)
    } finally {
      await server.close()
    }
  })
})
