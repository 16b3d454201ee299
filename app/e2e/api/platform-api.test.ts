import { describe, expect, inject, it } from "vitest"
import { fetchHeaders, httpExchange } from "../../app/test/http-exchange.ts"
import { leadBody } from "../../app/test/lead-bodies.ts"

const port = inject("appPort")

interface Answer {
  readonly status: number
  readonly headers: Headers
  readonly json: () => unknown
}

/** A call to the built app over HTTP with exactly these headers (fetch would add its own), for a tenant's host. */
async function call(
  path: string,
  init: { method?: string; body?: unknown; headers?: Record<string, string>; host?: string } = {}
): Promise<Answer> {
  const body = init.body === undefined ? undefined : JSON.stringify(init.body)
  const headers = {
    host: `${init.host ?? "metro-motor-group.localhost"}:${port}`,
    ...(body === undefined ? {} : { "content-type": "application/json" }),
    ...init.headers
  }
  const answer = await httpExchange({ port, path, method: init.method ?? "GET", headers, ...(body === undefined ? {} : { body }) })
  const text = answer.body.toString("utf8")
  return { status: answer.status, headers: fetchHeaders(answer.headers), json: () => JSON.parse(text) as unknown }
}

// The production server (`npm run serve`): Secure cookies, no /dev/outbox, no requests without an origin.
describe("the platform API of the built app", () => {
  it("serves the stock of the tenant the Host header names", async () => {
    const kia = await call("/api/stock/search", { host: "coastal-kia.localhost" })
    expect(kia.status).toBe(200)
    const kiaHits = (kia.json() as { hits: Array<{ id: number }> }).hits
    const metroHits = ((await call("/api/stock/search")).json() as { hits: Array<{ id: number }> }).hits
    expect(kiaHits.length).toBeGreaterThan(0)
    expect(kiaHits.some((hit) => metroHits.some((other) => other.id === hit.id))).toBe(false)
  })

  it("takes a lead from the site's own pages and refuses one from elsewhere or from no page", async () => {
    const origin = { origin: `http://metro-motor-group.localhost:${port}` }
    const taken = await call("/api/leads", { method: "POST", body: leadBody(), headers: origin })
    expect(taken.status).toBe(200)
    expect((taken.json() as { lead_id: number }).lead_id).toBeGreaterThan(0)
    const crossSite = await call("/api/leads", {
      method: "POST",
      body: leadBody(),
      headers: { origin: "https://evil.example" }
    })
    expect(crossSite.status).toBe(403)
    const noOrigin = await call("/api/leads", { method: "POST", body: leadBody() })
    expect(noOrigin.status).toBe(403)
  })

  it("limits lead POSTs per client by the connection's address", async () => {
    const origin = { origin: `http://coastal-kia.localhost:${port}` }
    let limited: Answer | undefined
    for (let lead = 0; lead < 25 && limited === undefined; lead++) {
      const response = await call("/api/leads", {
        method: "POST",
        body: leadBody(),
        headers: origin,
        host: "coastal-kia.localhost"
      })
      if (response.status === 429) limited = response
      else expect(response.status).toBe(200)
    }
    expect(limited?.status).toBe(429)
    expect(Number(limited?.headers.get("retry-after"))).toBeGreaterThan(0)
  })

  it("keeps the development outbox closed in production", async () => {
    expect((await call("/dev/outbox")).status).toBe(404)
  })
})
