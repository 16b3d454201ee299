import type { Server } from "node:http"
import type { AddressInfo } from "node:net"
// @ts-expect-error express ships no types in this project; the server uses it from plain JavaScript
import express from "express"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { apiFastLane, directLoaders } from "../../api-fast-lane.js"
import { httpExchange } from "../test/http-exchange.ts"

interface LoaderArgs {
  readonly request: Request
  readonly params: Record<string, string | undefined>
  readonly context: Record<string, unknown>
}

const direct = (loader: (args: LoaderArgs) => Promise<Response>) => Object.assign(loader, { answersEveryRequest: true as const })

// A build as React Router makes it: route modules by id, each with its parent and path.
const build = {
  routes: {
    root: { path: "", module: {} },
    "routes/api/car": {
      parentId: "root",
      path: "api/cars/:slug",
      module: {
        loader: direct(async ({ request, params, context }) => {
          const answer = Response.json(
            {
              slug: params["slug"],
              query: new URL(request.url).searchParams.get("colour"),
              cookie: request.headers.get("cookie"),
              host: request.headers.get("host"),
              client: context["clientAddress"]
            },
            { status: 203, headers: { "Cache-Control": "no-store" } }
          )
          answer.headers.append("Set-Cookie", "a=1; Path=/")
          answer.headers.append("Set-Cookie", "b=2; Path=/")
          return answer
        })
      }
    },
    // A loader that may throw is left to React Router.
    "routes/api/plain": { parentId: "root", path: "api/plain", module: { loader: async () => new Response("router's") } },
    "routes/page": { parentId: "routes/layout", path: "api/nested", module: { loader: direct(async () => new Response("nested")) } }
  }
}

describe("the API's direct lane", () => {
  let server: Server
  let port: number

  beforeAll(async () => {
    const app = express()
    app.use(apiFastLane(build, () => ({ clientAddress: "203.0.113.9" })))
    app.use((_request: unknown, response: { status(code: number): { end(body: string): void } }) => {
      response.status(299).end("the router")
    })
    await new Promise<void>((resolve) => {
      server = app.listen(0, "127.0.0.1", () => resolve())
    })
    port = (server.address() as AddressInfo).port
  })
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve))
  })

  it("lists only the top-level loaders that answer every request themselves", () => {
    expect(directLoaders(build).map((route) => route.path)).toEqual(["/api/cars/:slug"])
  })

  it("calls the loader with the path's params, the whole request and the load context, and sends its answer", async () => {
    const answer = await httpExchange({
      port,
      path: "/api/cars/2024-kia-ev6?colour=red",
      headers: { host: "coastal-kia.localhost", cookie: "session=s1" }
    })
    expect(answer.status).toBe(203)
    expect(JSON.parse(answer.body.toString("utf8"))).toEqual({
      slug: "2024-kia-ev6",
      query: "red",
      cookie: "session=s1",
      host: "coastal-kia.localhost",
      client: "203.0.113.9"
    })
    expect(answer.headers["cache-control"]).toBe("no-store")
    expect(answer.headers["set-cookie"]).toEqual(["a=1; Path=/", "b=2; Path=/"])
  })

  it("decodes the path's segments before matching, as React Router does", async () => {
    const answer = await httpExchange({ port, path: "/api/cars/caf%C3%A9%00", headers: { host: "x.localhost" } })
    expect(JSON.parse(answer.body.toString("utf8")).slug).toBe("café\u0000")
  })

  it("leaves other methods, other paths and unmarked loaders to the router", async () => {
    const requests = [
      { port, path: "/api/cars/2024-kia-ev6", method: "POST", headers: { host: "x.localhost" }, body: "{}" },
      { port, path: "/api/plain", headers: { host: "x.localhost" } },
      { port, path: "/api/nested", headers: { host: "x.localhost" } }
    ]
    for (const request of requests) {
      const answer = await httpExchange(request)
      expect(answer.body.toString("utf8"), request.path).toBe("the router")
    }
  })
})
